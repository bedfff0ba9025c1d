import { getTranslations } from 'next-intl/server'

import { trackedJobUrl } from '@/features/applications/source'
import type { Locale } from '@/i18n/locales'

import { ShareEnhancer } from './ShareEnhancer'

/** Where each network takes a shared link (their public share URLs; no script of theirs is loaded). */
export function shareTargets(url: string, title: string) {
  // Each shared link says where it was shared (`?src=share-…`): an application it brings counts as a referral
  // (features/applications/source.ts).
  const via = (network: string) => trackedJobUrl(url, `share-${network}`)
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${via('whatsapp')}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(via('linkedin'))}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(via('x'))}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${via('email')}`)}`,
  }
}

/**
 * Share a job: WhatsApp, LinkedIn, X, email and copy link, all plain links that work before (and without) scripts;
 * "Copy link" is the job's own address. Once scripts run, ShareEnhancer copies instead of following that link and,
 * where the browser has the Web Share API (phones), adds a "Share…" button that opens the system's share sheet.
 */
export async function ShareLinks({ locale, url, title }: { locale: Locale; url: string; title: string }) {
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  const targets = shareTargets(url, title)
  const links = [
    { id: 'whatsapp', label: t('shareWhatsApp'), href: targets.whatsapp },
    { id: 'linkedin', label: t('shareLinkedIn'), href: targets.linkedin },
    { id: 'x', label: t('shareX'), href: targets.x },
    { id: 'email', label: t('shareEmail'), href: targets.email },
  ]
  const itemClass =
    'inline-flex rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700'
  return (
    <section aria-labelledby="share-title" className="mt-8" data-testid="share">
      <h2 id="share-title" className="text-sm font-semibold text-ink">
        {t('share')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2" id="share-list">
        <li hidden data-share-native>
          <button type="button" className={itemClass} data-testid="share-native">
            {t('shareNative')}
          </button>
        </li>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              {...(link.id === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              className={itemClass}
              data-testid={`share-${link.id}`}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <a href={url} className={itemClass} data-testid="share-copy" data-copy-link>
            <span aria-live="polite">{t('copyLink')}</span>
          </a>
        </li>
      </ul>
      <ShareEnhancer listId="share-list" url={url} title={title} copied={t('copied')} />
    </section>
  )
}
