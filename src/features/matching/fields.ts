import type { Field, PayloadRequest } from 'payload'

import { recruiterField } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'

import {
  COUNTRIES,
  countryLabel,
  currencies,
  LEVELS,
  levelLabels,
  NOT_INTERESTED_MAX,
  NOTICE_PERIODS,
  noticeLabels,
  PROGRAMMES,
  programmeLabels,
  RESIDENCE_RULES,
  STAFF_TAGS_MAX,
  residenceLabels,
  VISA_STATUSES,
  visaLabels,
  YES_NO,
  yesNoLabels,
} from './constants'

const label = (en: string, ar: string) => ({ en, ar })
const options = <T extends string>(values: readonly T[], labels: (value: T) => { en: string; ar: string }) =>
  values.map((value) => ({ value, label: labels(value) }))
/**
 * Every select here accepts one of its options or nothing. Payload's own check lets an object through to the
 * database (a 500: the fuzz family found `{"eligibility":{"nationality":{}}}`), so each gets this one instead.
 */
function guardSelects(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'select') {
      const values = field.options.map((o) => (typeof o === 'string' ? o : o.value))
      return {
        ...field,
        validate: (value: unknown) =>
          value === null || value === undefined || (typeof value === 'string' && values.includes(value)) || 'Not one of the options',
      } as Field
    }
    if (field.type === 'group' || field.type === 'row') return { ...field, fields: guardSelects(field.fields) } as Field
    return field
  })
}

/**
 * The skills list's ids the scorer uses for this document (features/matching/skillIds.ts), kept by hooks: the SQL
 * shortlist of the matching reads. No one writes it through the API; staff may read it, no one else.
 */
export const matchSkillsField: Field = {
  name: 'matchSkills',
  type: 'relationship',
  relationTo: 'skills',
  hasMany: true,
  label: label('Skills found for matching', 'المهارات المستخرجة للمطابقة'),
  access: { read: recruiterField, create: nobody, update: nobody },
  admin: { hidden: true },
}

/** A select of `values`, each shown by `labels`, labelled in both languages. */
const select = <T extends string>(
  name: string,
  values: readonly T[],
  labels: (value: T) => { en: string; ar: string },
  en: string,
  ar: string,
) => ({ name, type: 'select', options: options(values, labels), label: label(en, ar) }) as Field

/**
 * A candidate's eligibility (issue 32): every field optional, each explained in both languages. The candidate edits
 * them on /profile (features/matching/components/EligibilitySection.tsx); recruiters read them. Nothing here is a
 * protected characteristic (constants.ts).
 */
export const candidateEligibilityFields: Field[] = guardSelects([
  {
    name: 'eligibility',
    type: 'group',
    label: label('Eligibility and preferences', 'الأهلية والتفضيلات'),
    admin: {
      description: label(
        'Optional. Used only to show which jobs the candidate can take, never gender, religion, age or marital status.',
        'اختيارية. تُستخدم فقط لمعرفة الوظائف المتاحة للمرشّح، ولا تشمل أبدًا الجنس أو الدين أو العمر أو الحالة الاجتماعية.',
      ),
    },
    fields: [
      {
        type: 'row',
        fields: [
          select('nationality', COUNTRIES, countryLabel, 'Nationality', 'الجنسية'),
          select('residenceCountry', COUNTRIES, countryLabel, 'Country of residence', 'بلد الإقامة'),
        ],
      },
      {
        type: 'row',
        fields: [
          select('visaStatus', VISA_STATUSES, (v) => visaLabels[v], 'Visa or iqama status', 'حالة التأشيرة أو الإقامة'),
          select('transferable', YES_NO, (v) => yesNoLabels[v], 'Residence (iqama) transferable', 'الإقامة قابلة للنقل'),
        ],
      },
      {
        type: 'row',
        fields: [
          select('noticePeriod', NOTICE_PERIODS, (v) => noticeLabels[v], 'Notice period', 'فترة الإشعار'),
          {
            name: 'gccYears',
            type: 'number',
            min: 0,
            max: 60,
            label: label('Years of experience in the GCC', 'سنوات الخبرة في دول الخليج'),
          },
        ],
      },
      {
        type: 'row',
        fields: [
          select('arabic', LEVELS, (v) => levelLabels[v], 'Arabic', 'العربية'),
          select('english', LEVELS, (v) => levelLabels[v], 'English', 'الإنجليزية'),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'expectedSalary',
            type: 'number',
            min: 0,
            max: 100_000_000_000,
            label: label('Expected monthly salary (minor units: halalas, fils)', 'الراتب الشهري المتوقع (بأصغر وحدة: هللة، فلس)'),
            validate: (value: number | null | undefined) =>
              value === null || value === undefined || Number.isSafeInteger(value) || 'Whole minor units',
          },
          select('expectedCurrency', currencies, (v) => label(v, v), 'Currency', 'العملة'),
        ],
      },
      select('relocate', YES_NO, (v) => yesNoLabels[v], 'Willing to relocate', 'مستعد للانتقال'),
      {
        name: 'digestRecommendations',
        type: 'checkbox',
        defaultValue: false,
        label: label('Add new jobs recommended for me to my job alert emails', 'أضف الوظائف الجديدة المقترحة لي إلى رسائل تنبيهات الوظائف'),
      },
    ],
  },
  {
    // The talent pools the candidate is in (issue 32): staff only, never the candidate.
    name: 'pools',
    type: 'join',
    collection: 'talent-pools',
    on: 'members',
    label: label('Talent pools', 'مجموعات المواهب'),
    access: { read: recruiterField },
    admin: { position: 'sidebar', defaultColumns: ['name', 'owner'] },
  },
  {
    // The smart pools the candidate matches now (issue 32, pools.ts): staff only, computed when the record is read.
    name: 'smartPools',
    type: 'ui',
    label: label('Smart pools they match', 'المجموعات الذكية التي يطابقها'),
    admin: { position: 'sidebar', components: { Field: '/features/matching/components/CandidateSmartPools#CandidateSmartPools' } },
  },
  {
    // Staff's tags on the candidate (the pools' bulk "tag", bulk.ts): staff read and write them, never the candidate.
    name: 'staffTags',
    type: 'text',
    hasMany: true,
    maxRows: STAFF_TAGS_MAX,
    maxLength: 40,
    label: label('Tags (staff only)', 'الوسوم (للموظفين فقط)'),
    access: { read: recruiterField, create: recruiterField, update: recruiterField },
    admin: { position: 'sidebar' },
  },
  {
    // Invitations to apply sent to the candidate, with their answers (staff see those of their jobs).
    name: 'invitations',
    type: 'join',
    collection: 'job-invitations',
    on: 'candidate',
    label: label('Invitations to apply', 'الدعوات للتقديم'),
    access: { read: recruiterField },
    // `jobTitle`, not `job`: a relationship column in a join's table shows "<No Job>" (JobInvitations).
    admin: { defaultColumns: ['jobTitle', 'status', 'createdAt'] },
  },
  {
    // "Not interested" on a recommended job (features/matching/formActions.ts): never recommended again.
    name: 'notInterested',
    type: 'relationship',
    relationTo: 'jobs',
    hasMany: true,
    maxRows: NOT_INTERESTED_MAX,
    validate: existingIds('jobs', NOT_INTERESTED_MAX) as never,
    label: label('Jobs marked "not interested"', 'وظائف عُلّمت «غير مهتم»'),
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: label('The candidate hid these from their recommended jobs.', 'أخفى المرشّح هذه الوظائف من الوظائف المقترحة له.'),
    },
  },
  matchSkillsField,
])

/**
 * What a job asks before anyone applies (issue 32). Its country is its location's. Nothing here is a protected
 * characteristic, and staff cannot add one: the criteria are these fields, not free text.
 */
export const jobEligibilityFields: Field[] = guardSelects([
  {
    name: 'eligibility',
    type: 'group',
    label: label('Eligibility and required skills', 'الأهلية والمهارات المطلوبة'),
    admin: {
      description: label(
        'Shown to signed-in seekers as a checklist before they apply. Gender, religion, age and marital status are never criteria.',
        'تظهر للباحثين عن عمل المسجّلين كقائمة تحقق قبل التقديم. لا يكون الجنس أو الدين أو العمر أو الحالة الاجتماعية معيارًا أبدًا.',
      ),
    },
    fields: [
      {
        name: 'skills',
        type: 'relationship',
        relationTo: 'skills',
        hasMany: true,
        maxRows: 30,
        label: label('Required skills', 'المهارات المطلوبة'),
        admin: {
          description: label(
            'From the skills list, so CVs in either language match.',
            'من قائمة المهارات، فتتطابق السير الذاتية بأي من اللغتين.',
          ),
        },
      },
      {
        type: 'row',
        fields: [
          select('nationalsOnly', PROGRAMMES, (v) => programmeLabels[v], 'Open to nationals only', 'للمواطنين فقط'),
          select('residence', RESIDENCE_RULES, (v) => residenceLabels[v], 'Residence or visa', 'الإقامة أو التأشيرة'),
        ],
      },
      {
        type: 'row',
        fields: [
          select('arabic', LEVELS, (v) => levelLabels[v], 'Arabic, at least', 'العربية، على الأقل'),
          select('english', LEVELS, (v) => levelLabels[v], 'English, at least', 'الإنجليزية، على الأقل'),
          {
            name: 'gccYears',
            type: 'number',
            min: 0,
            max: 40,
            label: label('GCC experience, at least (years)', 'خبرة في الخليج، على الأقل (سنوات)'),
          },
        ],
      },
      {
        name: 'allowIneligible',
        type: 'checkbox',
        defaultValue: true,
        label: label('Seekers who do not meet these may still apply', 'يمكن لمن لا يستوفي هذه الشروط التقديم مع ذلك'),
      },
    ],
  },
  {
    name: 'suggestedCandidates',
    type: 'ui',
    label: label('Suggested candidates', 'مرشّحون مقترحون'),
    admin: { components: { Field: '/features/matching/components/SuggestedCandidates#SuggestedCandidates' } },
  },
  matchSkillsField,
])

/**
 * A hasMany relationship's check: a list of ids of documents that exist (Payload lets a lone number, or an id with
 * no document, through to the database: a 500 the fuzz family found). Used by `notInterested` and pools' `members`.
 */
export function existingIds(collection: 'jobs' | 'candidates', max: number) {
  return async (value: unknown, { req }: { req: PayloadRequest }): Promise<true | string> => {
    if (value === null || value === undefined) return true
    if (!Array.isArray(value) || value.length > max) return 'A list of ids'
    const ids = value.map((v) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v))
    if (!ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) return 'A list of ids'
    const unique = [...new Set(ids as number[])]
    if (!unique.length) return true
    const { totalDocs } = await req.payload.count({ collection, where: { id: { in: unique } }, overrideAccess: true, req })
    return totalDocs === unique.length || 'Not found'
  }
}
