/**
 * The eligibility vocabulary both sides share (issue 32): candidates say where they stand, jobs say what they need,
 * and `score.ts` compares the two. Labels are in both languages here so the admin, the profile form and the
 * checklist read the same.
 *
 * Protected characteristics are never criteria: no field here (nor anywhere in the config) asks for or filters on
 * gender, religion, age or marital status. `protectedCriteria.test.ts` walks the whole Payload config and fails if
 * one appears, and `score.ts` ignores any skill whose name is one of them.
 */
import { currencies, type Currency } from '@/collections/Jobs/constants'

export { currencies, type Currency }

const label = (en: string, ar: string) => ({ en, ar })

/** Countries offered for nationality and residence: the Gulf first, then the region and the main sending countries. */
export const COUNTRIES = [
  'SA', 'AE', 'KW', 'QA', 'BH', 'OM',
  'EG', 'JO', 'LB', 'SY', 'IQ', 'YE', 'SD', 'PS', 'MA', 'TN', 'DZ', 'LY',
  'IN', 'PK', 'BD', 'LK', 'NP', 'PH', 'ID',
  'TR', 'GB', 'US', 'CA', 'FR', 'DE', 'ZA', 'NG', 'KE', 'ET',
] as const // prettier-ignore
export type Country = (typeof COUNTRIES)[number]

const regionNames = { en: new Intl.DisplayNames(['en'], { type: 'region' }), ar: new Intl.DisplayNames(['ar'], { type: 'region' }) }
export const countryLabel = (code: string) => label(regionNames.en.of(code) ?? code, regionNames.ar.of(code) ?? code)

/** The Gulf states whose nationalisation programmes can reserve a job for their nationals. */
export const PROGRAMMES = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'] as const
export type Programme = (typeof PROGRAMMES)[number]
export const programmeLabels: Record<Programme, { en: string; ar: string }> = {
  SA: label('Saudi nationals (Nitaqat, Saudization)', 'المواطنون السعوديون (نطاقات، السعودة)'),
  AE: label('UAE nationals (Nafis, Emiratisation)', 'المواطنون الإماراتيون (نافس، التوطين)'),
  KW: label('Kuwaiti nationals (Kuwaitization)', 'المواطنون الكويتيون (التكويت)'),
  QA: label('Qatari nationals (Qatarization)', 'المواطنون القطريون (التقطير)'),
  BH: label('Bahraini nationals (Bahrainization)', 'المواطنون البحرينيون (البحرنة)'),
  OM: label('Omani nationals (Omanization)', 'المواطنون العمانيون (التعمين)'),
}

export const VISA_STATUSES = ['citizen', 'resident', 'visit', 'none'] as const
export type VisaStatus = (typeof VISA_STATUSES)[number]
export const visaLabels: Record<VisaStatus, { en: string; ar: string }> = {
  citizen: label('Citizen of my country of residence', 'مواطن في بلد إقامتي'),
  resident: label('Resident (iqama or residence visa)', 'مقيم (إقامة أو تأشيرة إقامة)'),
  visit: label('On a visit visa', 'بتأشيرة زيارة'),
  none: label('Outside the country, would need a visa', 'خارج البلد، أحتاج إلى تأشيرة'),
}

export const YES_NO = ['yes', 'no'] as const
export type YesNo = (typeof YES_NO)[number]
export const yesNoLabels: Record<YesNo, { en: string; ar: string }> = { yes: label('Yes', 'نعم'), no: label('No', 'لا') }

export const NOTICE_PERIODS = ['immediate', '2-weeks', '1-month', '2-months', '3-months'] as const
export type NoticePeriod = (typeof NOTICE_PERIODS)[number]
export const noticeLabels: Record<NoticePeriod, { en: string; ar: string }> = {
  immediate: label('Available now', 'متاح فورًا'),
  '2-weeks': label('Two weeks', 'أسبوعان'),
  '1-month': label('One month', 'شهر واحد'),
  '2-months': label('Two months', 'شهران'),
  '3-months': label('Three months or more', 'ثلاثة أشهر أو أكثر'),
}

/** Language levels, in order: a job's minimum is met by that level or any after it. */
export const LEVELS = ['basic', 'conversational', 'professional', 'native'] as const
export type Level = (typeof LEVELS)[number]
export const levelLabels: Record<Level, { en: string; ar: string }> = {
  basic: label('Basic', 'مبتدئ'),
  conversational: label('Conversational', 'محادثة'),
  professional: label('Professional', 'مهني'),
  native: label('Native or bilingual', 'لغة أم أو ثنائي اللغة'),
}

export const RESIDENCE_RULES = ['in-country', 'transferable'] as const
export type ResidenceRule = (typeof RESIDENCE_RULES)[number]
export const residenceLabels: Record<ResidenceRule, { en: string; ar: string }> = {
  'in-country': label("Already living in the job's country", 'مقيم حاليًا في بلد الوظيفة'),
  transferable: label("A transferable residence (iqama) in the job's country", 'إقامة قابلة للنقل في بلد الوظيفة'),
}

/** Caps that keep each request's work bounded (docs/ARCHITECTURE.md, "Matching"). */
export const RECOMMEND_POOL = 300 // newest open jobs scored for one seeker
// Candidates scored for one job: its newest applicants, and as many others with the most of its skills whose consent
// to keep holds (shortlist.ts). The skills are 45 of the 100 points: the best ten are among the best overlaps.
export const SUGGEST_POOL = 200
export const RESULTS = 10
/** Jobs a seeker may mark "not interested" (the oldest is forgotten past this). */
export const NOT_INTERESTED_MAX = 500
/** Recommended jobs added to a job alert digest, at most. */
export const DIGEST_RECOMMENDED = 3
/** Invitations a pool member may leave unanswered (each older than INVITE_ANSWER_DAYS) before leaving every pool. */
export const INVITE_SILENT_DROP = 3
export const INVITE_ANSWER_DAYS = 14
/** Members of one talent pool, at most. */
export const POOL_MAX = 5000
/** Tags staff put on one candidate (bulk "tag" from a pool), at most. */
export const STAFF_TAGS_MAX = 20
/** Candidates one bulk action on a pool's members takes, at most. */
export const BULK_MAX = 100
/** Smart pools checked for one candidate's record, at most (the newest first). */
export const SMART_POOLS_PER_CANDIDATE = 50
/** Members drawn in a pool's admin view, at most (the count says how many there are). */
export const POOL_SHOWN = 200
