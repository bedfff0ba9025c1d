import type { Payload } from 'payload'

import { recordConsent, withdrawConsent } from '@/features/consent'
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
  {
    kind: 'unused-cvs',
    months: 24,
    name: { en: 'CVs not used (2 years)', ar: 'السير الذاتية غير المستخدمة (سنتان)' },
    notes: {
      en: 'A CV neither uploaded nor sent with an application for two years, without consent to keep it, is deleted; the account stays.',
      ar: 'تُحذف السيرة الذاتية التي لم تُرفع ولم تُرسل مع أي طلب مدة سنتين، دون موافقة على الاحتفاظ بها، ويبقى الحساب.',
    },
  },
  {
    kind: 'bounced-alerts',
    months: 1,
    name: { en: 'Job alerts that bounce (1 month)', ar: 'تنبيهات الوظائف المرتدّة (شهر واحد)' },
    notes: {
      en: 'An alert whose emails have been refused by the recipient’s mail server for a month is deleted.',
      ar: 'يُحذف التنبيه الذي يرفض خادم بريد صاحبه رسائلَه مدة شهر.',
    },
  },
  {
    kind: 'visitor-consents',
    months: 36,
    name: { en: 'Visitors’ consent records (3 years)', ar: 'سجلات موافقة الزوار (3 سنوات)' },
    notes: {
      en: 'A visitor without an account who stopped their last job alert three years ago: what they agreed to and when is deleted.',
      ar: 'زائر بلا حساب أوقف آخر تنبيه وظائف له قبل ثلاث سنوات: يُحذف سجل ما وافق عليه ومتى.',
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
  await seedConsents(payload)
  return retentionRules.length
}

const DAY = 86_400_000

/**
 * A consent record for the demo job seekers (docs/PRIVACY.md), in each one's language, as the site records it: consent
 * to keep given at sign-up months ago, job alerts given with an alert, and one who agreed to news and later withdrew.
 */
async function seedConsents(payload: Payload) {
  const { docs } = await payload.find({ collection: 'candidates', depth: 0, limit: 20, sort: 'id', overrideAccess: true })
  const now = Date.now()
  for (const [i, candidate] of docs.entries()) {
    const language = candidate.preferredLocale === 'ar' ? 'ar' : 'en'
    const signedUp = new Date(now - (60 + 45 * i) * DAY)
    await recordConsent(payload, { candidate: candidate.id, purpose: 'keep', language, method: 'signup', at: signedUp })
    if (i % 2 === 0) {
      await recordConsent(payload, {
        candidate: candidate.id,
        purpose: 'alerts',
        language,
        method: 'form',
        at: new Date(signedUp.getTime() + 3 * DAY),
      })
    }
    if (i === 1) {
      await recordConsent(payload, {
        candidate: candidate.id,
        purpose: 'marketing',
        language,
        method: 'form',
        at: new Date(signedUp.getTime() + DAY),
      })
      await withdrawConsent(payload, {
        candidate: candidate.id,
        purpose: 'marketing',
        language,
        method: 'email-link',
        at: new Date(now - 7 * DAY),
      })
    }
  }
}
