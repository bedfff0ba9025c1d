import type { Purpose } from './constants'

/**
 * The WhatsApp message templates the site expects (issue 34), in one place: each must be created and approved in
 * the WhatsApp Business account under this name, in both languages (`en` and `ar`), with its body parameters in
 * this order ({{1}}, {{2}}, …). The texts below are what to submit (docs/DEPLOY.md, "WhatsApp"); staff see this list
 * above the admin's list of notifications sent, and at `GET /api/notify/templates`.
 */
export type TemplateName = 'verification_code' | 'job_alert' | 'application_update' | 'interview_reminder'

export type TemplateSpec = {
  name: TemplateName
  category: 'AUTHENTICATION' | 'UTILITY' | 'MARKETING'
  purpose: Purpose | 'verification'
  params: readonly string[]
  /** Authentication templates carry the code again in their copy-code button. */
  codeButton?: boolean
  body: { en: string; ar: string }
}

export const WHATSAPP_TEMPLATES: Record<TemplateName, TemplateSpec> = {
  verification_code: {
    name: 'verification_code',
    category: 'AUTHENTICATION',
    purpose: 'verification',
    params: ['code'],
    codeButton: true,
    body: {
      en: '{{1}} is your verification code. For your security, do not share this code.',
      ar: '{{1}} هو رمز التحقق الخاص بك. حفاظًا على أمانك، لا تشارك هذا الرمز مع أحد.',
    },
  },
  job_alert: {
    name: 'job_alert',
    category: 'MARKETING',
    purpose: 'jobAlerts',
    params: ['count', 'search', 'link'],
    body: {
      en: '{{1}} new jobs match your alert "{{2}}". See them: {{3}}\nReply STOP to end WhatsApp messages.',
      ar: '{{1}} وظائف جديدة تطابق تنبيهك "{{2}}". اطّلع عليها: {{3}}\nأرسل إيقاف لإنهاء رسائل واتساب.',
    },
  },
  application_update: {
    name: 'application_update',
    category: 'UTILITY',
    purpose: 'applicationUpdates',
    params: ['job', 'status', 'link'],
    body: {
      en: 'Your application for {{1}}: {{2}}. Details: {{3}}\nReply STOP to end WhatsApp messages.',
      ar: 'طلبك لوظيفة {{1}}: {{2}}. التفاصيل: {{3}}\nأرسل إيقاف لإنهاء رسائل واتساب.',
    },
  },
  interview_reminder: {
    name: 'interview_reminder',
    category: 'UTILITY',
    purpose: 'interviewReminders',
    params: ['job', 'when', 'where', 'link'],
    body: {
      en: 'Reminder: your interview for {{1}} is on {{2}} ({{3}}). Details and calendar file: {{4}}\nReply STOP to end WhatsApp messages.',
      ar: 'تذكير: مقابلتك لوظيفة {{1}} في {{2}} ({{3}}). التفاصيل وملف التقويم: {{4}}\nأرسل إيقاف لإنهاء رسائل واتساب.',
    },
  },
}

/** The WhatsApp language code of each of the site's languages. */
export const TEMPLATE_LANGUAGE = { en: 'en', ar: 'ar' } as const

/** The admin's note above the notifications list: the templates to approve, names and parameters. */
export function templatesDescription(): string {
  const list = Object.values(WHATSAPP_TEMPLATES)
    .map((t) => `${t.name} (${t.category}; en, ar): ${t.params.map((p, i) => `{{${i + 1}}} ${p}`).join(', ')}`)
    .join(' · ')
  return `WhatsApp templates the site expects / قوالب واتساب التي يتوقعها الموقع: ${list}`
}

/** The Cloud API's `components` for a template and its parameter values (in the template's order). */
export function templateComponents(spec: TemplateSpec, values: Record<string, string>): unknown[] {
  const parameters = spec.params.map((name) => ({ type: 'text', text: String(values[name] ?? '').slice(0, 1000) || '-' }))
  const components: unknown[] = [{ type: 'body', parameters }]
  if (spec.codeButton) {
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: String(values.code ?? '') }] })
  }
  return components
}
