import type { AdminViewServerProps } from 'payload'

import { adminLocale } from '@/i18n/locales'

import { scopeOf } from '../scope'
import { recruitingMessages, recruitingTranslator } from '../text'
import styles from './Dashboard.module.css'
import { RecruitingTemplate } from './RecruitingTemplate'
import { SearchForm } from './SearchForm'

/**
 * /admin/recruiting/search — candidates of the viewer's jobs by CV words, skills, city, experience and job. The
 * form posts its fields to /api/recruiting/search and shows the answer: the words can be a candidate's name, so
 * they never go into the address bar, the history or a proxy's log.
 */
export async function SearchView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const locale = adminLocale(req.i18n)
  const t = recruitingTranslator(locale)
  const scope = await scopeOf(req)
  const jobs = scope
    ? await req.payload.find({
        collection: 'jobs',
        where: scope === 'all' ? {} : { id: { in: [...scope, 0] } },
        select: { title: true, referenceCode: true },
        sort: '-openingDate',
        pagination: false,
        depth: 0,
        locale,
        user: req.user,
        overrideAccess: false,
      })
    : null
  return (
    <RecruitingTemplate props={props}>
      <h1>{t('search.title')}</h1>
      <p className={styles.muted}>{t('search.intro')}</p>
      <SearchForm
        locale={locale}
        messages={recruitingMessages(locale)}
        jobs={(jobs?.docs ?? []).map((job) => ({ value: String(job.id), label: `${job.title} (${job.referenceCode})` }))}
      />
    </RecruitingTemplate>
  )
}
