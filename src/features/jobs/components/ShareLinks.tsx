import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { CopyLinkButton } from './CopyLinkButton'

/** Copy link, WhatsApp, LinkedIn and email: plain links, plus one small client button. */
export async function ShareLinks({ locale, url, title }: { locale: Locale; url: string; title: string }) {
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  const text = encodeURIComponent(`${title} ${url}`)
  const links = [
    { label: t('shareWhatsApp'), href: `https://wa.me/?text=${text}` },
    { label: t('shareLinkedIn'), href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
    { label: t('shareEmail'), href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}` },
  ]
  const itemClass =
    'inline-flex rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700'
  return (
    <section aria-labelledby="share-title" className="mt-8">
      <h2 id="share-title" className="text-sm font-semibold text-ink">
        {t('share')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <CopyLinkButton url={url} label={t('copyLink')} done={t('copied')} className={itemClass} />
        </li>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
