import { beforeAll, describe, expect, it } from 'vitest'

import { applyStateFor } from '@/features/applications/apply'
import { recordConsent, withdrawConsent } from '@/features/consent'
import { checklistFor, recommendationsFor } from '@/features/matching/load'
import type { CurrentCandidate } from '@/features/accounts/current'

import { graphql, rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Applicant, type Auth } from './helpers/recruiting'

/**
 * Matching (issue 32) on the database the suite runs on: eligibility on both sides, the checklist's three states,
 * recommendations with their reasons, suggested candidates only for staff who may see the job and only among
 * applicants and candidates whose consent to keep their profile holds (the consent record), the stored skill ids the
 * SQL shortlist reads kept when a profile, a CV or a job changes, and no protected characteristic anywhere in the
 * schema.
 */
const PROTECTED =
  /(?<!\p{L})(gender|sex|religion|religious|faith|age|birth|dob|marital|married|spouse|الجنس|الديانة|الدين|العمر|السن|الميلاد|الحالة الاجتماعية|متزوج|متزوجة)(?!\p{L})/iu

type Field = {
  name?: string
  type: string
  label?: unknown
  fields?: Field[]
  tabs?: Field[]
  blocks?: { fields: Field[] }[]
  options?: unknown[]
}
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ')

function* walk(fields: Field[], path = ''): Generator<{ path: string; text: string }> {
  for (const field of fields) {
    const here = field.name ? `${path}${field.name}` : path
    const labels =
      field.label && typeof field.label === 'object' ? Object.values(field.label as Record<string, string>) : [field.label ?? '']
    const options = (field.options ?? []).flatMap((o) =>
      typeof o === 'string'
        ? [o]
        : [String((o as { value: string }).value), ...Object.values(((o as { label?: unknown }).label ?? {}) as Record<string, string>)],
    )
    yield { path: here, text: [words(field.name ?? ''), ...labels.map(String), ...options.map(words)].join(' | ') }
    if (field.fields) yield* walk(field.fields, field.name ? `${here}.` : path)
    if (field.tabs) yield* walk(field.tabs, path)
    for (const block of field.blocks ?? []) yield* walk(block.fields, here ? `${here}.` : '')
  }
}

describe('matching', () => {
  let owner: { id: number; auth: Auth }
  let outsider: { id: number; auth: Auth }
  let editor: { id: number; auth: Auth }
  let job: number
  let saudiOnly: number
  let skills: Record<string, number>
  let saudi: Applicant
  let expat: Applicant
  let silent: Applicant
  let hidden: Applicant

  const setEligibility = async (who: Applicant, eligibility: Record<string, unknown>, skillsText?: string) => {
    const response = await rest('PATCH', `/candidates/${who.id}`, {
      body: { eligibility, ...(skillsText ? { skills: skillsText } : {}) },
      headers: who.auth,
    })
    expect(response.status, await response.clone().text()).toBe(200)
  }

  beforeAll(async () => {
    const payload = await getTestPayload()
    const find = async (name: string) =>
      (await payload.find({ collection: 'skills', where: { name: { equals: name } }, locale: 'en', limit: 1, depth: 0 })).docs[0]!.id
    skills = { excel: await find('Microsoft Excel'), sap: await find('SAP'), ifrs: await find('IFRS') }
    owner = await staffMember('owner.match@example.com', ['recruiter'])
    outsider = await staffMember('outsider.match@example.com', ['recruiter'])
    editor = await staffMember('editor.match@example.com', ['editor'])
    job = await ownedJob(owner.id, { title: 'Financial Accountant', titleAr: 'محاسب مالي' })
    saudiOnly = await ownedJob(owner.id, { title: 'Payroll Officer', titleAr: 'مسؤول رواتب' })
    await payload.update({
      collection: 'jobs',
      id: job,
      context: { disableRevalidate: true },
      data: { experienceMin: 3, eligibility: { skills: [skills.excel, skills.sap, skills.ifrs] } },
    })
    await payload.update({
      collection: 'jobs',
      id: saudiOnly,
      context: { disableRevalidate: true },
      data: {
        eligibility: {
          skills: [skills.excel, skills.sap, skills.ifrs],
          nationalsOnly: 'SA',
          arabic: 'professional',
          allowIneligible: false,
        },
      },
    })
    saudi = await applicant('saudi.match@example.com', { fullName: 'Nora Alqahtani' })
    expat = await applicant('expat.match@example.com', { fullName: 'Omar Haddad' })
    silent = await applicant('silent.match@example.com', { fullName: 'Sami Naser' })
    hidden = await applicant('hidden.match@example.com', { fullName: 'Hidden Person' })
    // An Arabic profile (إكسل، ساب) matches the English skills list.
    await setEligibility(
      saudi,
      { nationality: 'SA', residenceCountry: 'SA', visaStatus: 'citizen', arabic: 'native' },
      'إكسل، ساب، المعايير الدولية لإعداد التقارير المالية',
    )
    await setEligibility(expat, { nationality: 'EG', residenceCountry: 'SA', arabic: 'basic' }, 'Microsoft Excel')
    await setEligibility(hidden, { nationality: 'SA' }, 'Microsoft Excel, SAP, IFRS')
    // Consent to keep their profile: Nora and Omar gave it; the hidden candidate gave it and withdrew it.
    const keep = { purpose: 'keep' as const, language: 'en', method: 'signup' as const }
    await recordConsent(payload, { ...keep, candidate: saudi.id })
    await recordConsent(payload, { ...keep, candidate: expat.id })
    await recordConsent(payload, { ...keep, candidate: hidden.id, at: new Date(Date.now() - 60_000) })
    await withdrawConsent(payload, { ...keep, method: 'form', candidate: hidden.id })
    await applyTo(silent, job)
    // Migrating and seeding a fresh PostgreSQL database takes more than the default on a busy machine.
  }, 300_000)

  it('keeps a candidate’s eligibility their own: stored for them, hidden from and unchangeable by other candidates', async () => {
    const mine = await json<{ eligibility?: { nationality?: string }; matchSkills?: unknown }>(
      await rest('GET', `/candidates/${saudi.id}`, { headers: saudi.auth }),
    )
    expect(mine.eligibility).toMatchObject({ nationality: 'SA' })
    // The skill ids matching stores are the system's: not shown to the candidate.
    expect(mine.matchSkills).toBeUndefined()
    expect([403, 404]).toContain((await rest('GET', `/candidates/${saudi.id}`, { headers: expat.auth })).status)
    expect([403, 404]).toContain(
      (await rest('PATCH', `/candidates/${saudi.id}`, { body: { eligibility: { nationality: 'EG' } }, headers: expat.auth })).status,
    )
    const after = await json<{ eligibility?: { nationality?: string } }>(
      await rest('GET', `/candidates/${saudi.id}`, { headers: saudi.auth }),
    )
    expect(after.eligibility?.nationality).toBe('SA')
    expect(
      (await rest('PATCH', `/candidates/${saudi.id}`, { body: { eligibility: { nationality: 'XX' } }, headers: saudi.auth })).status,
    ).toBe(400)
  })

  it('draws the checklist’s three states from the profile', async () => {
    const payload = await getTestPayload()
    const states = async (who: Applicant) =>
      Object.fromEntries((await checklistFor(payload, who.id, saudiOnly, 'en'))!.checks.map((c) => [c.kind, c.state]))
    expect(await states(saudi)).toEqual({ nationals: 'meets', arabic: 'meets' })
    expect(await states(expat)).toEqual({ nationals: 'fails', arabic: 'fails' })
    expect(await states(silent)).toEqual({ nationals: 'unknown', arabic: 'unknown' })
    const list = await checklistFor(payload, expat.id, saudiOnly, 'en')
    expect(list?.allowIneligible).toBe(false)
    // A job with no criteria but its minimum years: only that.
    expect((await checklistFor(payload, silent.id, job, 'ar'))!.checks).toEqual([{ kind: 'experience', state: 'meets' }])
  })

  it('refuses an application to a job only for those who meet its criteria, on every path, saying why in the seeker’s language', async () => {
    const body = (who: Applicant) => ({
      job: saudiOnly,
      cv: who.cv.id,
      fullName: 'Omar Haddad',
      phoneNumber: '+966 50 123 4567',
      city: who.city,
      state: 'Riyadh Province',
      skills: 'Payroll',
    })
    // Omar is not Saudi and his Arabic is basic: refused, with both criteria named.
    const en = await rest('POST', '/applications?locale=en', { body: body(expat), headers: expat.auth })
    expect(en.status).toBe(403)
    const enError = (await json<{ errors: { message: string; data?: { kind: string; fails: string[] } }[] }>(en)).errors[0]!
    expect(enError.data).toMatchObject({ kind: 'ineligible', fails: ['nationals', 'arabic'] })
    expect(enError.message).toContain('only for applicants who meet all its criteria')
    expect(enError.message).toContain('Saudi nationals')
    const ar = await rest('POST', '/applications?locale=ar', { body: body(expat), headers: expat.auth })
    expect(ar.status).toBe(403)
    const arMessage = (await json<{ errors: { message: string }[] }>(ar)).errors[0]!.message
    expect(arMessage).toContain('المواطنون السعوديون')
    expect(arMessage).toContain('ملفك لا يستوفي')
    // GraphQL runs the same checks.
    const viaGraphql = await graphql<{ createApplication: { id: number } | null }>(
      'mutation($data: mutationApplicationInput!) { createApplication(data: $data) { id } }',
      { variables: { data: { ...body(expat), phoneNumber: '+966501234567', status: 'submitted' } }, headers: expat.auth, locale: 'en' },
    )
    expect(viaGraphql.data?.createApplication ?? null).toBeNull()
    expect(viaGraphql.errors?.[0]?.message, JSON.stringify(viaGraphql.errors)).toContain('Saudi nationals')
    // Sami's profile does not say: refused too, told which answers to add.
    const unsaid = await rest('POST', '/applications?locale=en', { body: body(silent), headers: silent.auth })
    expect(unsaid.status).toBe(403)
    const unsaidError = (await json<{ errors: { message: string; data?: { unknown: string[] } }[] }>(unsaid)).errors[0]!
    expect(unsaidError.data?.unknown).toEqual(['nationals', 'arabic'])
    expect(unsaidError.message).toContain('does not say yet')
    const payload = await getTestPayload()
    const { totalDocs } = await payload.count({ collection: 'applications', where: { job: { equals: saudiOnly } } })
    expect(totalDocs).toBe(0)
    // The Apply panel says the same before the form, in Arabic, with the way to the eligibility form.
    const me = (await payload.findByID({ collection: 'candidates', id: expat.id, depth: 0 })) as CurrentCandidate
    const state = await applyStateFor({ ...me, collection: 'candidates' }, saudiOnly, 'ar')
    expect(state.state).toBe('ineligible')
    if (state.state !== 'ineligible') return
    expect(state.notice).toContain('العربية')
    expect(state.fill?.href).toMatch(/^\/ar\/profile\?redirect=.*#eligibility$/)
    // Nora meets both: she applies.
    const ok = await rest('POST', '/applications?locale=ar', { body: body(saudi), headers: saudi.auth })
    expect(ok.status, await ok.clone().text()).toBe(201)
    // The same criteria on a job that lets anyone apply: Omar may still apply, whatever his profile says.
    const open = await ownedJob(owner.id, { title: 'Payroll Assistant', titleAr: 'مساعد رواتب' })
    await payload.update({
      collection: 'jobs',
      id: open,
      context: { disableRevalidate: true },
      data: { eligibility: { nationalsOnly: 'SA', arabic: 'professional', allowIneligible: true } },
    })
    await applyTo(expat, open)
  })

  it('recommends jobs with their reasons, those the seeker may take first', async () => {
    const payload = await getTestPayload()
    const recommended = await recommendationsFor(payload, expat.id, 'en')
    const ids = recommended.map((r) => r.job.id)
    expect(ids).toContain(job)
    // Both jobs ask the same skills; the Saudi-only one comes after the one Omar may take.
    if (ids.includes(saudiOnly)) expect(ids.indexOf(job)).toBeLessThan(ids.indexOf(saudiOnly))
    const reasons = recommended.find((r) => r.job.id === job)!.match
    expect(reasons.matched.map((s) => s.en)).toEqual(['Microsoft Excel'])
    expect(reasons.missing.map((s) => s.en)).toEqual(['IFRS', 'SAP'])
    const arabic = await recommendationsFor(payload, saudi.id, 'ar')
    // Nora applied to the Saudi-only job (above): it is not recommended to her any more.
    expect(arabic.map((r) => r.job.id)).not.toContain(saudiOnly)
    const forNora = arabic.find((r) => r.job.id === job)!
    expect(forNora.job.title).toBe('محاسب مالي')
    expect(forNora.match.missing).toEqual([])
    expect(forNora.match.eligible).toBe(true)
  })

  it('suggests applicants and candidates whose consent to keep holds to the job’s owner, with reasons; nobody else sees them', async () => {
    const response = await rest('GET', `/matching/suggestions/${job}`, { headers: owner.auth })
    expect(response.status).toBe(200)
    const { suggestions } = await json<{
      suggestions: { candidate: { id: number }; applied: boolean; match: { score: number; matched: unknown[] } }[]
    }>(response)
    const ids = suggestions.map((s) => s.candidate.id)
    expect(ids).toEqual(expect.arrayContaining([saudi.id, expat.id, silent.id]))
    expect(ids).not.toContain(hidden.id)
    expect(suggestions.find((s) => s.candidate.id === silent.id)?.applied).toBe(true)
    expect(suggestions.find((s) => s.candidate.id === saudi.id)?.applied).toBe(false)
    // Nora has all three skills (from Arabic text): she ranks above Omar (one skill) and Sami (none).
    expect(ids.indexOf(saudi.id)).toBeLessThan(ids.indexOf(expat.id))
    expect(ids.indexOf(expat.id)).toBeLessThan(ids.indexOf(silent.id))
    expect(suggestions.find((s) => s.candidate.id === saudi.id)?.match.matched).toHaveLength(3)
    for (const headers of [outsider.auth, editor.auth, saudi.auth, {}]) {
      expect((await rest('GET', `/matching/suggestions/${job}`, { headers })).status).toBe(404)
    }
    for (const bad of ['0', '-1', 'abc', '99999999', `${job}.5`, '1'.repeat(40)]) {
      expect((await rest('GET', `/matching/suggestions/${bad}`, { headers: owner.auth })).status).toBe(404)
    }
  })

  it('stores each profile’s and job’s skill ids, kept when the profile, its CV or the job changes; no client writes them', async () => {
    const payload = await getTestPayload()
    const stored = async (collection: 'candidates' | 'jobs', id: number) =>
      (
        ((await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as { matchSkills?: (number | { id: number })[] })
          .matchSkills ?? []
      )
        .map((s) => (typeof s === 'object' ? s.id : s))
        .sort((a, b) => a - b)
    const sorted = (ids: (number | undefined)[]) => [...ids].sort((a, b) => a! - b!)
    // Nora's Arabic skills text names all three; Omar's one.
    expect(await stored('candidates', saudi.id)).toEqual(expect.arrayContaining(sorted([skills.excel, skills.sap, skills.ifrs])))
    expect(await stored('candidates', expat.id)).toContain(skills.excel)
    expect(await stored('candidates', expat.id)).not.toContain(skills.sap)
    // A job's required skills; without any, the skills its title and description name.
    expect(await stored('jobs', job)).toEqual(sorted([skills.excel, skills.sap, skills.ifrs]))
    const textOnly = await ownedJob(owner.id, { title: 'SAP consultant', titleAr: 'مستشار ساب' })
    expect(await stored('jobs', textOnly)).toContain(skills.sap)
    await payload.update({
      collection: 'jobs',
      id: textOnly,
      data: { eligibility: { skills: [skills.ifrs] } },
      context: { disableRevalidate: true },
    })
    expect(await stored('jobs', textOnly)).toEqual([skills.ifrs])

    // The profile's skills text changes: so do the ids.
    const mover = await applicant('mover.match@example.com', { fullName: 'Layla Mover' })
    await setEligibility(mover, {}, 'SAP')
    expect(await stored('candidates', mover.id)).toContain(skills.sap)
    expect(await stored('candidates', mover.id)).not.toContain(skills.ifrs)
    // A new CV naming IFRS (the profile's skills text says only Recruitment): once the reader has read it (in the
    // background, after the upload), IFRS is among them.
    const withCv = await applicant('cv.match@example.com', {
      fullName: 'Cv Reader',
      cvLines: ['Curriculum vitae', 'Skills: IFRS reporting'],
    })
    await expect.poll(() => stored('candidates', withCv.id), { timeout: 30_000 }).toContain(skills.ifrs)
    expect((await payload.findByID({ collection: 'candidate-cvs', id: withCv.cv.id, depth: 0 })).readState).toBe('read')
    // Nobody writes them through the API: not the candidate, not the job's owner.
    const forged = await rest('PATCH', `/candidates/${mover.id}`, { body: { matchSkills: [skills.ifrs] }, headers: mover.auth })
    expect([200, 400, 403]).toContain(forged.status)
    expect(await stored('candidates', mover.id)).not.toContain(skills.ifrs)
    const forgedJob = await rest('PATCH', `/jobs/${textOnly}`, { body: { matchSkills: [skills.sap] }, headers: owner.auth })
    expect([200, 400, 403]).toContain(forgedJob.status)
    expect(await stored('jobs', textOnly)).toEqual([skills.ifrs])
  })

  it('leaves out of suggestions and invitations a candidate whose consent to keep was withdrawn or ran out', async () => {
    const payload = await getTestPayload()
    const suggested = async () =>
      (
        await json<{ suggestions: { candidate: { id: number } }[] }>(
          await rest('GET', `/matching/suggestions/${job}`, { headers: owner.auth }),
        )
      ).suggestions.map((s) => s.candidate.id)
    const keen = await applicant('keen.match@example.com', { fullName: 'Keen Seeker' })
    await setEligibility(keen, { nationality: 'SA' }, 'Microsoft Excel, SAP, IFRS')
    // No consent yet: not suggested, and an invitation is refused.
    expect(await suggested()).not.toContain(keen.id)
    const refused = await rest('POST', '/job-invitations', { body: { job, candidate: keen.id }, headers: owner.auth })
    expect(refused.status).toBe(403)
    // Consent given: suggested.
    const keep = { candidate: keen.id, purpose: 'keep' as const, language: 'en', method: 'form' as const }
    await recordConsent(payload, { ...keep, at: new Date(Date.now() - 60_000) })
    expect(await suggested()).toContain(keen.id)
    // Withdrawn: gone again, and no invitation.
    await withdrawConsent(payload, keep)
    expect(await suggested()).not.toContain(keen.id)
    expect((await rest('POST', '/job-invitations', { body: { job, candidate: keen.id }, headers: owner.auth })).status).toBe(403)
    // Given again, but its term has ended: not suggested.
    await recordConsent(payload, { ...keep, expiresAt: new Date(Date.now() - 1000) })
    expect(await suggested()).not.toContain(keen.id)
    // Given with a term running: suggested and invitable.
    await recordConsent(payload, { ...keep, at: new Date(Date.now() + 1000) })
    expect(await suggested()).toContain(keen.id)
    expect((await rest('POST', '/job-invitations', { body: { job, candidate: keen.id }, headers: owner.auth })).status).toBe(201)
  })

  it('never asks for, filters or ranks on gender, religion, age or marital status: no such field anywhere', async () => {
    // The detector itself: it catches a field a staff member or developer might add, in either language.
    const planted = [
      { name: 'maritalStatus', type: 'select' },
      { name: 'x', type: 'text', label: { en: 'Sex', ar: 'الجنس' } },
      { name: 'dateOfBirth', type: 'date' },
      { name: 'faith', type: 'select', options: [{ value: 'a', label: { en: 'Religion', ar: 'الديانة' } }] },
    ]
    expect(planted.every((field) => [...walk([field])].some(({ text }) => PROTECTED.test(text)))).toBe(true)
    const payload = await getTestPayload()
    const seen: string[] = []
    const found: string[] = []
    // The one field that names a date of birth does so to take it out: what a client's blind CVs leave out
    // (features/clients/redact.ts). It holds no one's data and nothing filters or ranks on it.
    const removesThem = new Set(['clients.blindFields'])
    for (const collection of payload.config.collections) {
      for (const { path, text } of walk(collection.fields as Field[])) {
        seen.push(`${collection.slug}.${path}`)
        if (PROTECTED.test(text) && !removesThem.has(`${collection.slug}.${path}`)) found.push(`${collection.slug}.${path}: ${text}`)
      }
    }
    // It walked into groups: the eligibility fields are there (and pass).
    expect(seen).toEqual(expect.arrayContaining(['candidates.eligibility.nationality', 'jobs.eligibility.nationalsOnly']))
    for (const global of payload.config.globals) {
      for (const { path, text } of walk(global.fields as Field[])) if (PROTECTED.test(text)) found.push(`${global.slug}.${path}: ${text}`)
    }
    expect(found).toEqual([])
  })
})
