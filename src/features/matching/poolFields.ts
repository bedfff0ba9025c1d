import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, Field, PayloadRequest } from 'payload'

import { ownsJob } from '@/access/ownership'

import { COUNTRIES, countryLabel, LEVELS, levelLabels } from './constants'

const label = (en: string, ar: string) => ({ en, ar })
const isSmart = (data: Record<string, unknown> | undefined) => data?.kind === 'smart'
const oneOf = (values: readonly string[]) => (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && values.includes(value)) || 'Not one of the options'

/**
 * A smart pool's reference job: one the staff member may see the applications of (access/ownership.ts), so that a
 * recruiter cannot score candidates against another's job. The server's own calls (no user: the seed) may name any.
 */
const ownReferenceJob = async (value: unknown, { req }: { req: PayloadRequest }): Promise<true | string> => {
  if (value === null || value === undefined) return true
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw <= 0) return 'Not found'
  const known = await req.payload.count({ collection: 'jobs', where: { id: { equals: raw } }, overrideAccess: true, req })
  if (!known.totalDocs || (req.user && !(await ownsJob(req, raw)))) return 'Not found'
  return true
}

/**
 * What makes a pool smart (issue 32): a saved query whose members are computed when the pool is read (pools.ts):
 * words found by the recruiters' candidate search or naming a skill the candidate has, the profile's city, country
 * of residence, nationality, years of experience and language levels, and an optional minimum match score to a
 * reference job. Never gender, religion, age or marital status: the criteria are these fields, not free text.
 */
export const smartPoolFields: Field[] = [
  {
    name: 'kind',
    type: 'radio',
    defaultValue: 'static',
    options: [
      { value: 'static', label: label('A list I keep (static)', 'قائمة أحتفظ بها (ثابتة)') },
      { value: 'smart', label: label('A saved search (smart)', 'بحث محفوظ (ذكية)') },
    ],
    validate: oneOf(['static', 'smart']),
    label: label('Kind of pool', 'نوع المجموعة'),
    admin: { layout: 'horizontal' },
  },
  {
    name: 'query',
    type: 'group',
    label: label('Who belongs (a saved search)', 'من ينتمي إليها (بحث محفوظ)'),
    admin: {
      condition: (data) => isSmart(data),
      description: label(
        'Members are worked out each time the pool is opened: candidates whose consent to keep their profile holds and who meet every criterion set here. Gender, religion, age and marital status are never criteria.',
        'يُحسب الأعضاء في كل مرة تُفتح فيها المجموعة: المرشّحون الذين ما زالت موافقتهم على الاحتفاظ بملفاتهم سارية ويستوفون كل معيار محدد هنا. لا يكون الجنس أو الدين أو العمر أو الحالة الاجتماعية معيارًا أبدًا.',
      ),
    },
    fields: [
      {
        name: 'keywords',
        type: 'text',
        maxLength: 200,
        label: label('Keywords', 'كلمات البحث'),
        admin: {
          description: label(
            'Found in what candidates sent with their applications (the candidate search), or naming a skill on their profile, in either language.',
            'تُطابق ما أرسله المرشّحون مع طلباتهم (البحث في المرشّحين)، أو اسم مهارة في ملفهم، بأي من اللغتين.',
          ),
        },
      },
      {
        type: 'row',
        fields: [
          { name: 'city', type: 'text', maxLength: 80, label: label('City', 'المدينة') },
          {
            name: 'country',
            type: 'select',
            options: COUNTRIES.map((value) => ({ value, label: countryLabel(value) })),
            validate: oneOf(COUNTRIES),
            label: label('Country of residence', 'بلد الإقامة'),
          },
          {
            name: 'nationality',
            type: 'select',
            options: COUNTRIES.map((value) => ({ value, label: countryLabel(value) })),
            validate: oneOf(COUNTRIES),
            label: label('Nationality', 'الجنسية'),
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'minYears', type: 'number', min: 0, max: 60, label: label('Years of experience, at least', 'سنوات الخبرة، على الأقل') },
          {
            name: 'arabic',
            type: 'select',
            options: LEVELS.map((value) => ({ value, label: levelLabels[value] })),
            validate: oneOf(LEVELS),
            label: label('Arabic, at least', 'العربية، على الأقل'),
          },
          {
            name: 'english',
            type: 'select',
            options: LEVELS.map((value) => ({ value, label: levelLabels[value] })),
            validate: oneOf(LEVELS),
            label: label('English, at least', 'الإنجليزية، على الأقل'),
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'referenceJob',
            type: 'relationship',
            relationTo: 'jobs',
            validate: ownReferenceJob as never,
            label: label('Reference job', 'الوظيفة المرجعية'),
            admin: {
              description: label('Members are shown with their match to this job.', 'يظهر الأعضاء مع مدى مطابقتهم لهذه الوظيفة.'),
            },
          },
          {
            name: 'minScore',
            type: 'number',
            min: 0,
            max: 100,
            label: label('Match score, at least', 'درجة المطابقة، على الأقل'),
            admin: {
              condition: (_, siblingData) => Boolean(siblingData?.referenceJob),
              description: label('Out of 100, against the reference job.', 'من 100، مقابل الوظيفة المرجعية.'),
            },
          },
        ],
      },
    ],
  },
]

/** The members as a list (computed for a smart pool), with their match reasons and the bulk actions. */
export const poolMembersField: Field = {
  name: 'memberList',
  type: 'ui',
  label: label('Members', 'الأعضاء'),
  admin: { components: { Field: '/features/matching/components/PoolMembers#PoolMembers' } },
}

const EMPTY_QUERY = {
  keywords: null,
  city: null,
  country: null,
  nationality: null,
  minYears: null,
  arabic: null,
  english: null,
  referenceJob: null,
  minScore: null,
}

/**
 * A pool is one kind at a time: a smart pool keeps no list of its own (its members are its query's), a static pool
 * no query. Payload skips the checks of fields whose admin condition is false (the query of a static pool, the list of
 * a smart one), so what is not theirs is cleared here, before the fields are checked, and never reaches the database.
 */
export const keepOneKind: CollectionBeforeChangeHook = ({ data, originalDoc }) =>
  (data?.kind ?? originalDoc?.kind) === 'smart' ? { ...data, members: [] } : { ...data, query: EMPTY_QUERY }

/** A query that is not an object (`null` among them, which Payload's group handling reads into) counts as none. */
export const plainQuery: CollectionBeforeOperationHook = ({ args, operation }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if ((operation === 'create' || operation === 'update') && data && typeof data === 'object' && 'query' in data) {
    const query = data.query
    if (!query || typeof query !== 'object' || Array.isArray(query)) data.query = {}
  }
  return args
}
