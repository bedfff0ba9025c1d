'use client'

import { usePathname } from 'next/navigation'

import { switchLocalePath, type Locale } from '@/i18n/locales'

type Props = { target: Locale; label: string; text: string; className?: string }

/**
 * Links to the same page in the other language. A plain link (full load):
 * the document's lang and dir change, and the new page's head script stores
 * the choice in the `i18n_redirected` cookie (i18n/localeCookie.ts). Query string and hash are kept on click.
 */
export function LanguageSwitcher({ target, label, text, className = '' }: Props) {
  const href = switchLocalePath(usePathname() ?? '/', target)
  return (
    <a
      href={href}
      hrefLang={target}
      data-testid="language-switch"
      className={className}
      onClick={(event) => {
        const extra = window.location.search + window.location.hash
        if (extra) event.currentTarget.href = href + extra
      }}
    >
      <span className="sr-only">{label}: </span>
      <span lang={target}>{text}</span>
    </a>
  )
}
