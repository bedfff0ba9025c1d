import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { LocaleLink } from '@/components/ui/LocaleLink'
import type { Locale } from '@/i18n/locales'

import { enabledProviders } from '../oidc'

/** The frame of the sign-in, sign-up and password pages: heading, intro, the form, provider buttons, links. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
      {footer ? <div className="mt-6 space-y-2 text-sm">{footer}</div> : null}
    </div>
  )
}

/** "Continue with Google / LinkedIn": plain links to the OAuth start; only configured providers appear. */
export async function ProviderButtons({ locale, redirect }: { locale: Locale; redirect: string | null }) {
  const providers = enabledProviders()
  if (!providers.length) return null
  const t = await getTranslations({ locale, namespace: 'Account' })
  const query = (id: string) => `/api/candidates/oauth/${id}?locale=${locale}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('or')}
      </p>
      <ul className="mt-4 space-y-2">
        {providers.map((p) => (
          <li key={p.id}>
            <a
              href={query(p.id)}
              className="flex w-full items-center justify-center rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-ink hover:bg-slate-50"
              data-testid={`oauth-${p.id}`}
            >
              {t('continueWith', { provider: p.label })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function AuthLink({ locale, href, children }: { locale: Locale; href: string; children: ReactNode }) {
  return (
    <LocaleLink locale={locale} href={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {children}
    </LocaleLink>
  )
}

/** A line of an AuthCard's footer: a link, after some words if any ("Have an account? Sign in"). */
export function AuthFooterLink({ locale, href, before, label }: { locale: Locale; href: string; before?: ReactNode; label: ReactNode }) {
  return (
    <p>
      {before ? <>{before} </> : null}
      <AuthLink locale={locale} href={href}>
        {label}
      </AuthLink>
    </p>
  )
}

/** The address of the other sign-in page (sign in, sign up) that carries the page's `?redirect=` on, if any. */
export const withRedirect = (path: string, redirect: string | null) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path
