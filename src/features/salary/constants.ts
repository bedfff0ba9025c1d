import type { Locale } from '@/i18n/locales'

/**
 * The salary survey's fixed vocabulary (issue 33): job families, levels, countries and cities, currencies and the
 * columns of an import file, with their names in both languages. Pure data: collections, the import, the
 * benchmarks and the pages all read it.
 */
type Names = { en: string; ar: string }

export const JOB_FAMILIES = {
  finance: {
    en: 'Finance and accounting',
    ar: 'المالية والمحاسبة',
    aliases: ['accountant', 'محاسب', 'financial analyst', 'محلل مالي', 'auditor', 'مدقق'],
  },
  engineering: { en: 'Engineering', ar: 'الهندسة', aliases: ['engineer', 'مهندس', 'civil', 'مدني', 'mechanical', 'ميكانيكي'] },
  technology: {
    en: 'Information technology',
    ar: 'تقنية المعلومات',
    aliases: ['developer', 'مطور', 'software', 'برمجيات', 'it', 'network', 'شبكات'],
  },
  'human-resources': { en: 'Human resources', ar: 'الموارد البشرية', aliases: ['hr', 'recruiter', 'مسؤول توظيف', 'payroll', 'رواتب'] },
  sales: { en: 'Sales', ar: 'المبيعات', aliases: ['sales executive', 'مندوب مبيعات', 'account manager', 'مدير حسابات'] },
  marketing: { en: 'Marketing', ar: 'التسويق', aliases: ['marketing specialist', 'أخصائي تسويق', 'digital', 'رقمي'] },
  healthcare: { en: 'Healthcare', ar: 'الرعاية الصحية', aliases: ['nurse', 'ممرض', 'ممرضة', 'pharmacist', 'صيدلي', 'doctor', 'طبيب'] },
  operations: {
    en: 'Operations and logistics',
    ar: 'العمليات والخدمات اللوجستية',
    aliases: ['logistics', 'لوجستيات', 'supply chain', 'سلسلة الإمداد', 'warehouse', 'مستودع'],
  },
} as const satisfies Record<string, Names & { aliases: readonly string[] }>
export type JobFamily = keyof typeof JOB_FAMILIES
export const JOB_FAMILY_KEYS = Object.keys(JOB_FAMILIES) as JobFamily[]

/** Levels, and the band each rolls up into when a level alone is too thin to publish. */
export const LEVELS = {
  entry: { en: 'Entry level', ar: 'مستوى مبتدئ', band: 'junior' },
  intermediate: { en: 'Intermediate', ar: 'مستوى متوسط', band: 'junior' },
  senior: { en: 'Senior', ar: 'مستوى أول', band: 'senior' },
  manager: { en: 'Manager', ar: 'مدير', band: 'leadership' },
  director: { en: 'Director', ar: 'مدير عام', band: 'leadership' },
} as const satisfies Record<string, Names & { band: string }>
export type Level = keyof typeof LEVELS
export const LEVEL_KEYS = Object.keys(LEVELS) as Level[]

/** Each country's currency and the number of its minor units (the Kuwaiti, Bahraini and Omani units have 1,000). */
export const CURRENCIES = { SAR: 2, AED: 2, QAR: 2, KWD: 3, BHD: 3, OMR: 3 } as const
export type Currency = keyof typeof CURRENCIES

export const COUNTRIES = {
  sa: {
    en: 'Saudi Arabia',
    ar: 'السعودية',
    currency: 'SAR',
    cities: { riyadh: ['Riyadh', 'الرياض'], jeddah: ['Jeddah', 'جدة'], dammam: ['Dammam', 'الدمام'] },
  },
  ae: {
    en: 'United Arab Emirates',
    ar: 'الإمارات',
    currency: 'AED',
    cities: { dubai: ['Dubai', 'دبي'], 'abu-dhabi': ['Abu Dhabi', 'أبوظبي'], sharjah: ['Sharjah', 'الشارقة'] },
  },
  qa: { en: 'Qatar', ar: 'قطر', currency: 'QAR', cities: { doha: ['Doha', 'الدوحة'] } },
  kw: { en: 'Kuwait', ar: 'الكويت', currency: 'KWD', cities: { 'kuwait-city': ['Kuwait City', 'مدينة الكويت'] } },
  bh: { en: 'Bahrain', ar: 'البحرين', currency: 'BHD', cities: { manama: ['Manama', 'المنامة'] } },
  om: { en: 'Oman', ar: 'عُمان', currency: 'OMR', cities: { muscat: ['Muscat', 'مسقط'] } },
} as const satisfies Record<string, Names & { currency: Currency; cities: Record<string, readonly [string, string]> }>
export type Country = keyof typeof COUNTRIES
export const COUNTRY_KEYS = Object.keys(COUNTRIES) as Country[]

export const citiesOf = (country: Country): string[] => Object.keys(COUNTRIES[country].cities)
export const cityName = (country: Country, city: string, locale: Locale): string => {
  const names = (COUNTRIES[country].cities as Record<string, readonly [string, string]>)[city]
  return names ? names[locale === 'ar' ? 1 : 0] : city
}

/** The columns of an import file, in the template's order. The header row must name them exactly. */
export const COLUMNS = [
  'organisation',
  'industry',
  'job_family',
  'level',
  'job_title_en',
  'job_title_ar',
  'country',
  'city',
  'basic',
  'housing',
  'transport',
  'other_allowances',
  'annual_bonus',
  'currency',
  'headcount',
  'effective_date',
] as const
export type Column = (typeof COLUMNS)[number]

/**
 * What an import may be (docs/SECURITY.md): the file comes from staff but is still read as hostile. Bounded in
 * bytes, in bytes once unpacked (an XLSX is a zip), in rows and in parse time.
 */
export const IMPORT_LIMITS = {
  bytes: 8 * 1024 * 1024,
  unpackedBytes: 96 * 1024 * 1024,
  rows: 60_000,
  parseMs: 45_000,
  /** Errors listed in the report; past this the report says how many more there are. */
  reportedErrors: 500,
  /** One line's headcount. */
  headcount: 100_000,
  /** One monthly amount, in major units (a director's basic in Kuwaiti dinars is far below this). */
  amount: 10_000_000,
} as const
