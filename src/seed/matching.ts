import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { recordConsent } from '@/features/consent'
import type { Locale } from '@/i18n/locales'

/**
 * Matching's demo data (issue 32): eligibility and required skills on some seeded jobs (a Saudi-nationals-only
 * payroll role under Nitaqat, roles needing a transferable iqama or professional Arabic), and a few demo job
 * seekers, in both languages, who gave their consent to keep their profile, so a recruiter sees suggested candidates with their reasons.
 * The demo seekers get a random password nobody knows (they cannot be signed in to). Two talent pools hold some of
 * them, and one has an invitation to apply waiting for an answer.
 */
const context = { disableRevalidate: true }

type JobEligibility = {
  skills: string[]
  nationalsOnly?: 'SA' | 'AE'
  residence?: 'in-country' | 'transferable'
  arabic?: 'basic' | 'conversational' | 'professional' | 'native'
  english?: 'basic' | 'conversational' | 'professional' | 'native'
  gccYears?: number
  allowIneligible?: boolean
}

export const jobEligibility: Record<string, JobEligibility> = {
  'NT-1016': { skills: ['SAP', 'IFRS', 'Accounting', 'Microsoft Excel'], residence: 'transferable', english: 'professional', gccYears: 2 },
  'NT-1058': {
    skills: ['Payroll', 'Saudi labour law', 'Microsoft Excel'],
    nationalsOnly: 'SA',
    arabic: 'professional',
    allowIneligible: false,
  },
  'NT-1051': {
    skills: ['Recruitment', 'Onboarding', 'Saudization'],
    arabic: 'professional',
    english: 'professional',
    residence: 'in-country',
  },
  'NT-1007': { skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL'], english: 'professional' },
  'NT-1018': { skills: ['Auditing', 'IFRS', 'Risk management'], residence: 'transferable', gccYears: 3 },
  'NT-1002': { skills: ['Nursing', 'Basic Life Support', 'Advanced Cardiac Life Support'], english: 'professional', arabic: 'basic' },
}

type DemoSeeker = {
  fullName: string
  email: string
  city: string
  experienceYears: number
  skills: string
  preferredLocale: Locale
  eligibility: Record<string, unknown>
}

export const demoSeekers: DemoSeeker[] = [
  {
    fullName: 'نورة القحطاني',
    email: 'noura.demo@seekers.example',
    city: 'الرياض',
    experienceYears: 6,
    skills: 'الرواتب، نظام العمل السعودي، إكسل، التوظيف',
    preferredLocale: 'ar',
    eligibility: {
      nationality: 'SA',
      residenceCountry: 'SA',
      visaStatus: 'citizen',
      arabic: 'native',
      english: 'professional',
      noticePeriod: '1-month',
      gccYears: 6,
      expectedSalary: 1_400_000,
      expectedCurrency: 'SAR',
      relocate: 'no',
    },
  },
  {
    fullName: 'Arjun Menon',
    email: 'arjun.demo@seekers.example',
    city: 'Jeddah',
    experienceYears: 9,
    skills: 'SAP FICO, IFRS, Accounting, MS Excel, Auditing',
    preferredLocale: 'en',
    eligibility: {
      nationality: 'IN',
      residenceCountry: 'SA',
      visaStatus: 'resident',
      transferable: 'yes',
      arabic: 'basic',
      english: 'native',
      noticePeriod: '2-months',
      gccYears: 7,
      expectedSalary: 2_200_000,
      expectedCurrency: 'SAR',
      relocate: 'yes',
    },
  },
  {
    fullName: 'عمر حداد',
    email: 'omar.demo@seekers.example',
    city: 'Amman',
    experienceYears: 4,
    skills: 'JavaScript, TypeScript, React, Node.js',
    preferredLocale: 'ar',
    eligibility: {
      nationality: 'JO',
      residenceCountry: 'JO',
      visaStatus: 'none',
      arabic: 'native',
      english: 'professional',
      noticePeriod: '1-month',
      relocate: 'yes',
    },
  },
  {
    fullName: 'Maria Santos',
    email: 'maria.demo@seekers.example',
    city: 'Dubai',
    experienceYears: 8,
    skills: 'Nursing, BLS, ACLS',
    preferredLocale: 'en',
    eligibility: {
      nationality: 'PH',
      residenceCountry: 'AE',
      visaStatus: 'resident',
      transferable: 'no',
      english: 'professional',
      arabic: 'basic',
      gccYears: 5,
      relocate: 'yes',
    },
  },
]

export async function seedMatching(payload: Payload): Promise<{ jobs: number; seekers: number; pools: number }> {
  const skills = await payload.find({ collection: 'skills', locale: 'en', depth: 0, limit: 5000, pagination: false, overrideAccess: true })
  const skillId = new Map(skills.docs.map((doc) => [String(doc.name), doc.id]))
  let jobs = 0
  for (const [referenceCode, { skills: names, ...rest }] of Object.entries(jobEligibility)) {
    const job = (
      await payload.find({
        collection: 'jobs',
        where: { referenceCode: { equals: referenceCode } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
    if (!job) continue
    const ids = names.map((name) => skillId.get(name)).filter((id): id is number => typeof id === 'number')
    await payload.update({ collection: 'jobs', id: job.id, context, overrideAccess: true, data: { eligibility: { skills: ids, ...rest } } })
    jobs++
  }
  let seekers = 0
  const seekerIds = new Map<string, number>()
  for (const seeker of demoSeekers) {
    const { eligibility, ...fields } = seeker
    const doc = await payload.create({
      collection: 'candidates',
      overrideAccess: true,
      // Demo accounts: their (example) addresses count as confirmed, so no welcome email goes out while seeding.
      data: { ...fields, password: randomBytes(24).toString('base64url'), emailVerified: true, eligibility: eligibility as never },
    })
    // Their consent to keep the profile, given at sign-up: what lets recruiters suggest and invite them.
    await recordConsent(payload, { candidate: doc.id, purpose: 'keep', language: seeker.preferredLocale, method: 'signup' })
    seekerIds.set(seeker.email, doc.id)
    seekers++
  }
  // Talent pools a recruiter keeps (staff text: the name as the team writes it, in both languages).
  const members = (emails: string[]) => emails.map((email) => seekerIds.get(email)).filter((id): id is number => id !== undefined)
  for (const pool of demoPools) {
    await payload.create({
      collection: 'talent-pools',
      overrideAccess: true,
      data: { name: pool.name, description: pool.description, tags: pool.tags, members: members(pool.members) },
    })
  }
  const payroll = (await payload.find({ collection: 'jobs', where: { referenceCode: { equals: 'NT-1058' } }, limit: 1, depth: 0 })).docs[0]
  // A smart pool: a saved search worked out whenever it is opened (features/matching/pools.ts). "الرواتب" and "IFRS"
  // name skills from the list, so Noura's Arabic profile and Arjun's English one both match, scored against the
  // payroll role.
  await payload.create({
    collection: 'talent-pools',
    overrideAccess: true,
    data: {
      name: 'Finance professionals living in Saudi Arabia · محترفو المالية المقيمون في السعودية',
      description:
        'Smart pool: payroll or IFRS on the profile, living in Saudi Arabia, five years or more, compared with the payroll role. مجموعة ذكية: الرواتب أو المعايير الدولية لإعداد التقارير المالية في الملف، مقيمون في السعودية، خمس سنوات خبرة أو أكثر، مقارنةً بوظيفة الرواتب.',
      kind: 'smart',
      tags: ['finance', 'ksa', 'smart'],
      query: { keywords: 'الرواتب IFRS', country: 'SA', minYears: 5, referenceJob: payroll?.id ?? null },
    },
  })
  // Noura is invited to the Saudi-nationals payroll role and has not answered yet (no email from the seed).
  const noura = seekerIds.get('noura.demo@seekers.example')
  if (payroll && noura) {
    await payload.create({
      collection: 'job-invitations',
      overrideAccess: true,
      context: { quietInvitation: true },
      data: { job: payroll.id, candidate: noura } as never,
    })
  }
  return { jobs, seekers, pools: demoPools.length + 1 }
}

const demoPools = [
  {
    name: 'Finance and payroll in KSA · المالية والرواتب في السعودية',
    description:
      'Accountants, auditors and payroll specialists ready for Riyadh and Jeddah roles. محاسبون ومدققون ومتخصصو رواتب جاهزون لوظائف الرياض وجدة.',
    tags: ['finance', 'ksa'],
    members: ['noura.demo@seekers.example', 'arjun.demo@seekers.example'],
  },
  {
    name: 'Nurses open to the Gulf · ممرضون مستعدون للعمل في الخليج',
    description: 'Licensed nurses with BLS/ACLS. ممرضون مرخّصون يحملون شهادات الإنعاش.',
    tags: ['healthcare'],
    members: ['maria.demo@seekers.example'],
  },
]
