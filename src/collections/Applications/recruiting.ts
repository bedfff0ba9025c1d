import type { Field } from 'payload'

import { recruiterField } from '@/access/isRecruiter'
import { RATING_MAX, STAGES, TAG_MAX_LENGTH, TAGS_MAX } from '@/features/recruiting/constants'

import { label } from '../shared/content'

const stageLabels: Record<(typeof STAGES)[number], { en: string; ar: string }> = {
  reviewed: label('Reviewed on', 'تاريخ المراجعة'),
  shortlisted: label('Shortlisted on', 'تاريخ الإدراج في القائمة المختصرة'),
  interview: label('Interview stage on', 'تاريخ الانتقال إلى المقابلة'),
  offered: label('Offered on', 'تاريخ العرض الوظيفي'),
  hired: label('Hired on', 'تاريخ التوظيف'),
  rejected: label('Rejected on', 'تاريخ الرفض'),
}

const staffOnly = { read: recruiterField, create: recruiterField, update: recruiterField }

/**
 * The recruiter's judgement and the pipeline's clock (issue 19): rating, tags and the day each stage was first
 * reached (the dashboard's funnel reads them). None of it is readable by the candidate.
 */
export const recruitingFields: Field[] = [
  {
    name: 'experienceYears',
    type: 'number',
    min: 0,
    max: 60,
    label: label('Years of experience', 'سنوات الخبرة'),
    access: { update: recruiterField },
    admin: { position: 'sidebar', description: label('From the profile when applying.', 'من الملف الشخصي عند التقديم.') },
  },
  {
    name: 'rating',
    type: 'number',
    min: 1,
    max: RATING_MAX,
    label: label('Rating (1–5)', 'التقييم (1–5)'),
    access: staffOnly,
    // Stars, keyboard operable, in both admin languages (issue 28, item 8).
    admin: { position: 'sidebar', step: 1, components: { Field: '/features/recruiting/components/RatingField#RatingField' } },
  },
  {
    name: 'tags',
    type: 'text',
    hasMany: true,
    maxRows: TAGS_MAX,
    maxLength: TAG_MAX_LENGTH,
    label: label('Tags', 'الوسوم'),
    access: staffOnly,
    admin: { position: 'sidebar' },
  },
  {
    name: 'stages',
    type: 'group',
    label: label('Pipeline dates', 'تواريخ مراحل التوظيف'),
    // Set by the hook from the status (recruitingHooks.ts), whatever a client sends.
    access: { read: recruiterField },
    admin: { position: 'sidebar', readOnly: true },
    fields: STAGES.map((stage) => ({
      name: `${stage}At`,
      type: 'date' as const,
      label: stageLabels[stage],
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' as const } },
    })),
  },
  {
    // Normalized name, city, skills, experience, CV text and job titles for the recruiters' search (features/recruiting/search.ts).
    // Written by the hook at create only, whatever a client sends (recruitingHooks.ts); never in an answer.
    name: 'searchText',
    type: 'textarea',
    hidden: true,
  },
  {
    name: 'timeline',
    type: 'ui',
    label: label('Timeline', 'السجل الزمني'),
    admin: { components: { Field: '/features/recruiting/components/Timeline#Timeline' } },
  },
]
