import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { EmploymentType } from '@/collections/Jobs/constants'
import { currencyLabel, formatNumber } from '@/lib/format'
import type { JobWithRelations } from '@/features/jobs/queries'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { agencyDay } from '@/lib/dates'

/**
 * The job feed aggregators read (Indeed's XML format, which most job boards and aggregators accept): a `<source>`
 * with the publisher and one `<job>` per open job with title, date, reference number, URL, company, city, state,
 * country, description (HTML), salary, job type, category, experience, expiration date and remote type. Text is in
 * CDATA sections; characters XML does not allow are dropped.
 */
export type FeedJob = { job: JobWithRelations; locale: Locale; url: string; reference: string }
export type FeedSource = { publisher: string; publisherUrl: string; company: string; lastBuildDate: Date }

const JOB_TYPES: Record<EmploymentType, string> = {
  'full-time': 'fulltime',
  'part-time': 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
}

// XML 1.0 allows tab, newline, carriage return and everything from U+0020 but the surrogates, U+FFFE and U+FFFF.
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text as a CDATA section (a `]]>` inside is split across two sections). */
export const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`
const element = (name: string, text: string | null | undefined) => (text ? `<${name}>${cdata(text)}</${name}>` : `<${name}/>`)

function salaryText(job: JobWithRelations, locale: Locale): string | null {
  const salary = job.salary
  if (!salary?.show || !salary.min || !salary.currency) return null
  return translator(locale, 'Jobs')('salaryRange', {
    min: formatNumber(salary.min, locale),
    max: formatNumber(salary.max ?? salary.min, locale),
    currency: currencyLabel(salary.currency, locale),
    period: salary.period ?? 'month',
  })
}

function experienceText(job: JobWithRelations, locale: Locale): string {
  const t = translator(locale, 'Jobs')
  const min = job.experienceMin ?? 0
  const max = job.experienceMax
  if (max === null || max === undefined) return t('experienceFrom', { min })
  if (min === 0) return t('experienceUpTo', { max })
  return t('experienceRange', { min: formatNumber(min, locale), max: formatNumber(max, locale) })
}

function jobXml({ job, locale, url, reference }: FeedJob, company: string): string {
  const remote = job.workplace === 'remote' ? 'Fully remote' : job.workplace === 'hybrid' ? 'Hybrid remote' : null
  const description = convertLexicalToHTML({ data: job.description as unknown as SerializedEditorState, disableContainer: true })
  return [
    '<job>',
    element('title', job.title),
    element('date', new Date(job.publishedAt ?? job.openingDate).toUTCString()),
    element('referencenumber', reference),
    element('url', url),
    element('company', company),
    element('city', job.location.city),
    element('state', null),
    element('country', job.location.country),
    '<postalcode/>',
    element('description', description),
    element('salary', salaryText(job, locale)),
    element('jobtype', JOB_TYPES[job.employmentType]),
    element('category', job.industry.name),
    element('experience', experienceText(job, locale)),
    element('expirationdate', agencyDay(job.closingDate)),
    ...(remote ? [element('remotetype', remote)] : []),
    '</job>',
  ].join('')
}

export function renderIndeedXml(source: FeedSource, jobs: FeedJob[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n<source>',
    element('publisher', source.publisher),
    element('publisherurl', source.publisherUrl),
    element('lastBuildDate', source.lastBuildDate.toUTCString()),
    ...jobs.map((feedJob) => `\n${jobXml(feedJob, source.company)}`),
    '\n</source>\n',
  ].join('')
}
