import type { CollectionConfig, TextareaFieldValidation, TextFieldSingleValidation } from 'payload'
import { text, textarea } from 'payload/shared'

import { isRecruiter } from '@/access/isRecruiter'
import { PLACEHOLDERS, TEMPLATE_KEYS, type TemplateKey } from '@/features/recruiting/constants'
import { validateTemplate } from '@/features/recruiting/templates'

import { label } from '../shared/content'
import { adminView, hiddenFrom, managedBy, names } from '../shared/config'

const keyLabels: Record<TemplateKey, { en: string; ar: string }> = {
  submitted: label('Moved back to submitted', 'إعادة إلى مُرسَل'),
  reviewed: label('Reviewed', 'قيد المراجعة'),
  shortlisted: label('Shortlisted', 'في القائمة المختصرة'),
  interview: label('Interview stage', 'مرحلة المقابلة'),
  offered: label('Offered', 'عرض وظيفي'),
  hired: label('Hired', 'تم التوظيف'),
  rejected: label('Rejected', 'مرفوض'),
  'interview-invitation': label('Interview invitation', 'دعوة إلى مقابلة'),
  'interview-updated': label('Interview changed', 'تعديل موعد المقابلة'),
  'interview-cancelled': label('Interview cancelled', 'إلغاء المقابلة'),
}

// Payload's own checks (required, length) and then ours: only placeholders we know how to fill.
const validateSubject: TextFieldSingleValidation = (value, options) => {
  const own = text(value, options)
  return own === true ? validateTemplate(value) : own
}
const validateBody: TextareaFieldValidation = (value, options) => {
  const own = textarea(value, options)
  return own === true ? validateTemplate(value) : own
}

const placeholderList = PLACEHOLDERS.map((name) => `{${name}}`).join(' ')

/**
 * The emails candidates get when recruiters move them through the pipeline, one per status and one per interview
 * message, each in English and Arabic (localized fields: the candidate gets the language they applied in).
 * Edited by recruiters and admins; previewed on the board before each move, which may skip it.
 */
export const EmailTemplates: CollectionConfig = {
  slug: 'email-templates',
  labels: names(['Email template', 'قالب رسالة'], ['Email templates', 'قوالب الرسائل']),
  admin: adminView('recruitment', 'subject', ['key', 'subject', 'active', 'updatedAt'], { hidden: hiddenFrom.nonRecruiters }),
  access: managedBy(isRecruiter),
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      label: label('Sent when', 'تُرسل عند'),
      options: TEMPLATE_KEYS.map((value) => ({ value, label: keyLabels[value] })),
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: label('Offer this email on each move (it can still be skipped)', 'اقتراح هذه الرسالة عند كل نقل (مع إمكانية تخطّيها)'),
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: label('Subject', 'الموضوع'),
      validate: validateSubject,
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 5000,
      label: label('Message', 'نص الرسالة'),
      validate: validateBody,
      admin: {
        rows: 12,
        description: label(`Placeholders: ${placeholderList}`, `العناصر النائبة: ${placeholderList}`),
      },
    },
  ],
}
