import { trackedJobUrl } from '@/features/applications/source'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { emailButton, emailFrame, emailParagraphs } from '@/lib/email/frame'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/html'

import { jobSearchQuery } from '@/features/jobs/filters'

import { manageUrl, unsubscribeHeaders, unsubscribeUrl, type Signable } from './links'
import type { AlertSearch } from './search'

/** Job alert emails: the copy is `Alerts` in the message files; here only the layout (HTML and plain text). */
export type Email = { subject: string; text: string; html: string; headers?: Record<string, string> }

type Base = { alert: Signable; locale: Locale; brand: string; search: string }

const layout = (locale: Locale, blocks: string[], footer: string) => emailFrame(locale, blocks, { footer, maxWidth: 600 })

/** The footer every alert email ends with: why it came, change how often, unsubscribe (a link that needs no sign-in). */
function footer({ alert, locale, brand }: Base) {
  const t = translator(locale, 'Alerts')
  const manage = manageUrl(alert, locale)
  const unsubscribe = unsubscribeUrl(alert, locale)
  return {
    html: `${escapeHtml(t('footer', { brand }))} <a href="${escapeHtml(manage)}" style="color:#0c4654">${escapeHtml(t('footerManage'))}</a> · <a href="${escapeHtml(unsubscribe)}" style="color:#0c4654" data-unsubscribe>${escapeHtml(t('footerUnsubscribe'))}</a>`,
    text: `${t('footer', { brand })}\n${t('footerManage')}: ${manage}\n${t('footerUnsubscribe')}: ${unsubscribe}`,
  }
}

/** Double opt-in: the link that turns a visitor's alert on (and, like every alert email, a way out). */
export function confirmationEmail(base: Base & { frequency: string }): Email {
  const t = translator(base.locale, 'Alerts')
  const body = t('confirmBody', { brand: base.brand, search: base.search, frequency: base.frequency })
  const link = manageUrl(base.alert, base.locale)
  const foot = footer(base)
  return {
    subject: t('confirmSubject'),
    text: `${body}\n\n${t('confirmButtonEmail')}: ${link}\n\n${foot.text}`,
    html: layout(base.locale, [emailParagraphs(body), emailButton(link, t('confirmButtonEmail'))], foot.html),
    headers: unsubscribeHeaders(base.alert, base.locale),
  }
}

/** The same search asked for again by an address that already has it: where to manage it (nothing changes). */
export function alreadySubscribedEmail(base: Base): Email {
  const t = translator(base.locale, 'Alerts')
  const body = t('alreadyBody', { brand: base.brand, search: base.search })
  const foot = footer(base)
  return {
    subject: t('alreadySubject'),
    text: `${body}\n\n${t('manageButton')}: ${manageUrl(base.alert, base.locale)}\n\n${foot.text}`,
    html: layout(base.locale, [emailParagraphs(body), emailButton(manageUrl(base.alert, base.locale), t('manageButton'))], foot.html),
    headers: unsubscribeHeaders(base.alert, base.locale),
  }
}

export type DigestJob = { title: string; slug: string; city: string; industry: string; referenceCode: string }
/** A recommended job (features/matching), for subscribers who asked for them: its score and the skills that match. */
export type DigestRecommendation = { title: string; slug: string; city: string; referenceCode: string; score: number; skills: string[] }

/** The digest: the new jobs (up to DIGEST_MAX_JOBS), how many more, a link to the search, the footer. */
export function digestEmail(
  base: Base & { jobs: DigestJob[]; total: number; query: AlertSearch; recommended?: DigestRecommendation[] },
): Email {
  const t = translator(base.locale, 'Alerts')
  const m = translator(base.locale, 'Matching')
  const jobUrl = (job: { slug: string }) => trackedJobUrl(`${env.serverUrl}/${base.locale}/jobs/${job.slug}`, 'alert')
  const searchUrl = `${env.serverUrl}/${base.locale}/jobs${jobSearchQuery(base.query)}`
  const recommended = base.recommended ?? []
  // Only recommendations (nothing new matched the search): say so, rather than "0 new jobs".
  const intro = base.total
    ? t('digestIntro', { count: base.total, search: base.search })
    : t('digestRecommendedIntro', { search: base.search })
  const more = base.total - base.jobs.length
  const list = new Intl.ListFormat(base.locale, { type: 'conjunction' })
  const why = (job: DigestRecommendation) =>
    [m('score', { score: job.score }), job.skills.length ? m('matchedSkills', { skills: list.format(job.skills) }) : '']
      .filter(Boolean)
      .join(' · ')
  const recommendedHtml = recommended.length
    ? `${base.total ? `<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(t('digestRecommendedTitle'))}</p>` : ''}<ul style="list-style:none;padding:0;margin:0 0 16px">${recommended
        .map(
          (job) =>
            `<li style="margin:0 0 16px"><a href="${escapeHtml(jobUrl(job))}" style="color:#0c4654;font-weight:bold;font-size:17px" data-recommended="${escapeHtml(job.referenceCode)}">${escapeHtml(job.title)}</a><br><span style="color:#475569;font-size:14px">${escapeHtml(job.city)} · ${escapeHtml(why(job))}</span></li>`,
        )
        .join('')}</ul>`
    : ''
  const recommendedText = recommended.length
    ? [
        ...(base.total ? [t('digestRecommendedTitle')] : []),
        ...recommended.map((job) => `- ${job.title} (${job.city} · ${why(job)})\n  ${jobUrl(job)}`),
        '',
      ]
    : []
  const items = base.jobs
    .map(
      (job) =>
        `<li style="margin:0 0 16px"><a href="${escapeHtml(jobUrl(job))}" style="color:#0c4654;font-weight:bold;font-size:17px" data-job="${escapeHtml(job.referenceCode)}">${escapeHtml(job.title)}</a><br><span style="color:#475569;font-size:14px">${escapeHtml(t('jobPlace', { city: job.city, industry: job.industry }))}</span></li>`,
    )
    .join('')
  const foot = footer(base)
  return {
    subject: base.total
      ? t('digestSubject', { count: base.total, search: base.search })
      : t('digestRecommendedSubject', { count: recommended.length }),
    text: [
      intro,
      '',
      ...base.jobs.map((job) => `- ${job.title} (${t('jobPlace', { city: job.city, industry: job.industry })})\n  ${jobUrl(job)}`),
      ...(base.jobs.length ? [''] : []),
      ...(more > 0 ? [t('digestMore', { count: more })] : []),
      ...recommendedText,
      `${t('digestSeeAll')}: ${searchUrl}`,
      '',
      foot.text,
    ].join('\n'),
    html: layout(
      base.locale,
      [
        emailParagraphs(intro),
        items ? `<ul style="list-style:none;padding:0;margin:0 0 16px">${items}</ul>` : '',
        more > 0 ? emailParagraphs(t('digestMore', { count: more })) : '',
        recommendedHtml,
        emailButton(searchUrl, t('digestSeeAll')),
      ],
      foot.html,
    ),
    headers: unsubscribeHeaders(base.alert, base.locale),
  }
}
