import type { ParsedMail } from 'mailparser'
import { beforeAll, describe, expect, it } from 'vitest'

import { GUARDED_PATHS } from '@/features/accounts/constants'

import { unique } from '../fixtures/people'
import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, mailTo, ownedJob, staffMember, type Auth } from './helpers/recruiting'

const SERVER = 'http://localhost:3000'

/** Every link in an email, from its text and its HTML. */
function linksOf(mail: ParsedMail): string[] {
  const text = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`
  return [...new Set([...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map(([url]) => url.replace(/[.,;]+$/, '')))]
}

/**
 * Follows a link as its reader would, in-process: the site's API answers it (with the recruiter's sign-in), an
 * admin link names a record that exists, a page link is one of the site's pages (a guarded one asks for sign-in).
 */
async function follow(link: string, staff: Auth): Promise<string> {
  const url = new URL(link)
  expect(url.origin, link).toBe(SERVER)
  // One origin, once: the CV link once read http://localhost:3000http://localhost:3000/api/… (issue 28, item 3).
  expect(link.indexOf('http', 1), link).toBe(-1)
  if (url.pathname.startsWith('/api/')) {
    const response = await rest('GET', url.pathname.slice('/api'.length) + url.search, { headers: staff })
    expect(response.status, link).toBe(200)
    return 'api'
  }
  const admin = /^\/admin\/collections\/applications\/(\d+)$/.exec(url.pathname)
  if (admin) {
    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'applications', id: Number(admin[1]), depth: 0 })).id).toBe(Number(admin[1]))
    return 'admin'
  }
  const page = /^\/(en|ar)(\/.*)$/.exec(url.pathname)
  expect(page, link).not.toBeNull()
  expect(GUARDED_PATHS, link).toContain(page![2])
  return 'sign-in'
}

describe('links in the application emails (issue 28, item 3)', () => {
  let recruiter: { id: number; auth: Auth }
  let job: number
  const inbox = unique('inbox')

  beforeAll(async () => {
    recruiter = await staffMember(unique('links.rec'), ['recruiter'])
    job = await ownedJob(recruiter.id, { title: 'Cost Accountant', titleAr: 'محاسب تكاليف' })
    const payload = await getTestPayload()
    await payload.update({ collection: 'jobs', id: job, data: { recruiterEmail: inbox }, context: { disableRevalidate: true } })
  })

  for (const locale of ['en', 'ar'] as const) {
    it(`every link in the recruiter's and the candidate's email resolves (applied in ${locale})`, async () => {
      const who = await applicant(unique(`links.${locale}`), { fullName: locale === 'ar' ? 'عبد الله الحارثي' : 'Omar Nasser' })
      const application = await applyTo(who, job, locale)
      const [toRecruiter] = await mailTo(inbox, 1, (mail) => (mail.text ?? '').includes(who.email))
      const [toCandidate] = await mailTo(who.email)

      const recruiterLinks = linksOf(toRecruiter!)
      expect(recruiterLinks).toEqual(
        expect.arrayContaining([
          `${SERVER}/admin/collections/applications/${application}`,
          `${SERVER}/api/candidate-cvs/file/${who.cv.filename}`,
        ]),
      )
      const kinds = await Promise.all(recruiterLinks.map((link) => follow(link, recruiter.auth)))
      expect(kinds.sort()).toEqual(['admin', 'api'])

      const candidateLinks = linksOf(toCandidate!)
      expect(candidateLinks).toContain(`${SERVER}/${locale}/profile`)
      for (const link of candidateLinks) expect(await follow(link, recruiter.auth)).toBe('sign-in')
    })
  }
})
