/** Values of the job fields that pages, filters and the seed share. */
export const currencies = ['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'USD'] as const
export type Currency = (typeof currencies)[number]

export const workplaces = ['onsite', 'hybrid', 'remote'] as const
export type Workplace = (typeof workplaces)[number]

export const employmentTypes = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const
export type EmploymentType = (typeof employmentTypes)[number]

const label = (en: string, ar: string) => ({ en, ar })

export const workplaceLabels = {
  onsite: label('On-site', 'في موقع العمل'),
  hybrid: label('Hybrid', 'هجين'),
  remote: label('Remote', 'عن بُعد'),
} as const

export const employmentTypeLabels = {
  'full-time': label('Full-time', 'دوام كامل'),
  'part-time': label('Part-time', 'دوام جزئي'),
  contract: label('Contract', 'عقد محدد المدة'),
  temporary: label('Temporary', 'مؤقت'),
  internship: label('Internship', 'تدريب'),
} as const
