import type { Payload } from 'payload'

import type { RetentionKind } from '@/features/consent/rules'

import { createBilingual } from './content/shared'

type Rule = { kind: RetentionKind; months: number; name: { en: string; ar: string }; notes: { en: string; ar: string } }

/**
 * The starting retention rules (docs/PRIVACY.md, "Retention"), in both languages and switched off: the privacy
 * officer checks each one's dry run in /admin/privacy, then switches it on.
 */
export const retentionRules: Rule[] = [
  {
    kind: 'inactive-candidates',
    months: 24,
    name: { en: 'Unused accounts (2 years)', ar: 'الحسابات غير المستخدمة (سنتان)' },
    notes: {
      en: 'Accounts that never applied and were not used for two years, without consent to keep them.',
      ar: 'حسابات لم تتقدّم لأي وظيفة ولم تُستخدم مدة سنتين، دون موافقة على الاحتفاظ بها.',
    },
  },
  {
    kind: 'consent-ended',
    months: 3,
    name: { en: 'Consent to keep ended (3 months)', ar: 'انتهاء الموافقة على الاحتفاظ (3 أشهر)' },
    notes: {
      en: 'Three months after consent to keep was withdrawn or ran out, once no application is in progress.',
      ar: 'بعد ثلاثة أشهر من سحب الموافقة على الاحتفاظ أو انتهائها، متى لم يبقَ طلب قيد المعالجة.',
    },
  },
  {
    kind: 'rejected-applications',
    months: 12,
    name: { en: 'Unsuccessful applications (12 months)', ar: 'الطلبات غير الموفّقة (12 شهرًا)' },
    notes: {
      en: 'Kept a year for questions about the decision, then anonymised; the CV sent with them is deleted.',
      ar: 'تُحفظ سنة للرد على أي استفسار عن القرار، ثم تُخفى هويتها وتُحذف السيرة الذاتية المرسلة معها.',
    },
  },
  {
    kind: 'contact-messages',
    months: 24,
    name: { en: 'Contact form messages (2 years)', ar: 'رسائل نموذج التواصل (سنتان)' },
    notes: {
      en: 'Enquiries are answered long before; two years covers follow-ups.',
      ar: 'يُرد على الاستفسارات قبل ذلك بكثير، وتكفي سنتان للمتابعة.',
    },
  },
]

export async function seedPrivacy(payload: Payload): Promise<number> {
  for (const rule of retentionRules) {
    await createBilingual(
      payload,
      'retention-rules',
      { kind: rule.kind, months: rule.months, active: false, name: rule.name.en, notes: rule.notes.en },
      { name: rule.name.ar, notes: rule.notes.ar },
    )
  }
  return retentionRules.length
}
