import type { ServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'

import { recruitingTranslator } from '../text'

/** In the admin's navigation, for recruiters and admins: the recruiting dashboard (the admin's home) and the search. */
export function NavLinks({ user, i18n }: ServerProps) {
  if (!isRecruiterUser(user)) return null
  const t = recruitingTranslator(adminLocale(i18n))
  return (
    <div className="nav-group" data-testid="recruiting-nav">
      <a className="nav__link" href="/admin" id="nav-recruiting-dashboard">
        <span className="nav__link-label">{t('nav.dashboard')}</span>
      </a>
      <a className="nav__link" href="/admin/recruiting/search" id="nav-recruiting-search">
        <span className="nav__link-label">{t('nav.search')}</span>
      </a>
    </div>
  )
}
