import { randomInt } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { type ParsedMail, simpleParser } from 'mailparser'
import { expect } from 'vitest'

import { idOf } from '@/lib/ids'
import { paragraph, richText } from '@/seed/richText'

import { makeCvPdf } from '../../fixtures/cv'
import { CANDIDATE_PASSWORD as PASSWORD } from '../../fixtures/people'
import { rest, restUpload, signIn } from './http'
import { getTestPayload } from './payload'

/** Fixtures for the recruiters' workspace tests: staff, jobs with owners, candidates who apply with a CV, their mail. */
export type Auth = Record<string, string>
const STAFF_PASSWORD = 'recruiting staff password 7'
let n = 0
const address = () => ({ 'x-forwarded-for': `10.91.${Math.floor(++n / 250)}.${n % 250}` })

export async function staffMember(email: string, roles: ('admin' | 'recruiter' | 'editor')[]): Promise<{ id: number; auth: Auth }> {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: STAFF_PASSWORD, roles, name: email.split('@')[0] },
  })
  return { id: doc.id, auth: await signIn(email, STAFF_PASSWORD) }
}

let jobs = 0
/** A new open job, with an owner and co-owners, in English and Arabic. */
export async function ownedJob(
  owner: number,
  { coOwners = [], title = 'Site Engineer', titleAr = 'مهندس موقع' }: { coOwners?: number[]; title?: string; titleAr?: string } = {},
): Promise<number> {
  const payload = await getTestPayload()
  const seeded = (await payload.find({ collection: 'jobs', limit: 1, depth: 0 })).docs[0]!
  const now = Date.now()
  const job = await payload.create({
    collection: 'jobs',
    locale: 'en',
    context: { disableRevalidate: true },
    data: {
      title,
      description: richText(paragraph(`${title}: a test job.`)),
      // Unique across test files too (each file counts from 1): a random tail, never a clock. Digits only: PostgreSQL's
      // text search reads a tail like `7E1A09B4` as the number 7e1 and a word (jobSearchWordForms.int compares).
      referenceCode: `RC-${++jobs}-${String(randomInt(10 ** 8)).padStart(8, '0')}`,
      status: 'open',
      industry: idOf(seeded.industry),
      location: idOf(seeded.location),
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: 0,
      openingDate: new Date(now - 86_400_000).toISOString(),
      closingDate: new Date(now + 30 * 86_400_000).toISOString(),
      owner,
      coOwners,
    },
  })
  await payload.update({
    collection: 'jobs',
    id: job.id,
    locale: 'ar',
    context: { disableRevalidate: true },
    data: { title: titleAr, description: richText(paragraph(`${titleAr}: وظيفة للاختبار.`)) },
  })
  return job.id
}

export type Applicant = { id: number; auth: Auth; email: string; city: string; cv: { id: number; filename: string } }

/** A candidate with a complete profile, a confirmed email address and a CV whose lines are `cvLines`. */
export async function applicant(
  email: string,
  { fullName = 'Huda Saleh', city = 'Jeddah', experienceYears = 5, cvLines = ['Curriculum vitae'] } = {},
): Promise<Applicant> {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'candidates',
    data: {
      email,
      password: PASSWORD,
      fullName,
      phoneNumber_1: '+966501234567',
      city,
      state: 'Makkah Province',
      skills: 'Recruitment',
      experienceYears,
      // As if they had opened the welcome email's link (features/accounts/verification.ts, tested in emailVerification.int).
      emailVerified: true,
    },
  })
  const login = await rest('POST', '/candidates/login', { body: { email, password: PASSWORD }, headers: address() })
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const upload = await restUpload(
    '/candidate-cvs',
    { name: 'cv.pdf', type: 'application/pdf', data: await makeCvPdf(cvLines) },
    { headers: auth },
  )
  expect(upload.status).toBe(201)
  const cv = ((await upload.json()) as { doc: { id: number; filename: string } }).doc
  return { id: doc.id, auth, email, city, cv }
}

/** The candidate applies for the job in a language; returns the application's id. */
export async function applyTo(who: Applicant, job: number, locale: 'en' | 'ar' = 'en', fullName = 'Huda Saleh'): Promise<number> {
  const response = await rest('POST', `/applications?locale=${locale}`, {
    body: {
      job,
      cv: who.cv.id,
      fullName,
      phoneNumber: '+966 50 123 4567',
      city: who.city,
      state: 'Makkah Province',
      skills: 'Recruitment',
    },
    headers: who.auth,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Every email the site has written so far (no SMTP_URL in tests: one .eml file each under $DATA_DIR/mail). */
export async function mailbox(): Promise<ParsedMail[]> {
  const dir = path.join(process.env.DATA_DIR!, 'mail')
  let files: string[] = []
  try {
    files = readdirSync(dir).sort()
  } catch {
    return []
  }
  return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(dir, file)))))
}

/** Waits for the emails to one address that match, and returns them (oldest first). */
export async function mailTo(to: string, count = 1, match: (mail: ParsedMail) => boolean = () => true): Promise<ParsedMail[]> {
  let found: ParsedMail[] = []
  await expect
    .poll(
      async () => {
        found = (await mailbox()).filter((mail) => mail.to && JSON.stringify(mail.to).includes(to) && match(mail))
        return found.length
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

export const json = async <T>(response: Response): Promise<T> => (await response.json()) as T
