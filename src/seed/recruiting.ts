import type { Payload } from 'payload'

import type { TemplateKey } from '@/features/recruiting/constants'

import { createBilingual } from './content/shared'

type Template = { subject: { en: string; ar: string }; body: { en: string; ar: string } }

/** Starting templates for the pipeline's emails, in both languages; staff edit them under Recruitment → Email templates. */
export const emailTemplates: Partial<Record<TemplateKey, Template>> = {
  shortlisted: {
    subject: { en: 'Your application for {jobTitle} is moving forward', ar: 'طلبك لوظيفة {jobTitle} ينتقل إلى المرحلة التالية' },
    body: {
      en: 'Dear {candidateName},\n\nThank you for applying for {jobTitle} ({jobReference}). We are pleased to tell you that you are on our shortlist. A member of our team will contact you soon about the next step.\n\nKind regards,\n{agencyName}',
      ar: 'عزيزنا/عزيزتنا {candidateName}،\n\nشكرًا لتقدّمك لوظيفة {jobTitle} ({jobReference}). يسعدنا إبلاغك بأنك ضمن القائمة المختصرة، وسيتواصل معك أحد أعضاء فريقنا قريبًا بشأن الخطوة التالية.\n\nمع أطيب التحيات،\n{agencyName}',
    },
  },
  interview: {
    subject: { en: 'Interview stage: {jobTitle}', ar: 'مرحلة المقابلة: {jobTitle}' },
    body: {
      en: 'Dear {candidateName},\n\nYour application for {jobTitle} has reached the interview stage. We will send you the date and time of your interview shortly.\n\nKind regards,\n{agencyName}',
      ar: 'عزيزنا/عزيزتنا {candidateName}،\n\nوصل طلبك لوظيفة {jobTitle} إلى مرحلة المقابلة، وسنرسل إليك موعد المقابلة قريبًا.\n\nمع أطيب التحيات،\n{agencyName}',
    },
  },
  offered: {
    subject: { en: 'An offer for {jobTitle}', ar: 'عرض وظيفي لوظيفة {jobTitle}' },
    body: {
      en: 'Dear {candidateName},\n\nWe are delighted to make you an offer for {jobTitle}. Our team will contact you with the details.\n\nKind regards,\n{agencyName}',
      ar: 'عزيزنا/عزيزتنا {candidateName}،\n\nيسعدنا أن نقدّم إليك عرضًا وظيفيًا لوظيفة {jobTitle}، وسيتواصل معك فريقنا بالتفاصيل.\n\nمع أطيب التحيات،\n{agencyName}',
    },
  },
  hired: {
    subject: { en: 'Welcome aboard: {jobTitle}', ar: 'مرحبًا بك: {jobTitle}' },
    body: {
      en: 'Dear {candidateName},\n\nCongratulations on your new role as {jobTitle}. We wish you every success.\n\nKind regards,\n{agencyName}',
      ar: 'عزيزنا/عزيزتنا {candidateName}،\n\nتهانينا على وظيفتك الجديدة {jobTitle}، ونتمنى لك كل التوفيق.\n\nمع أطيب التحيات،\n{agencyName}',
    },
  },
  rejected: {
    subject: { en: 'Your application for {jobTitle}', ar: 'بخصوص طلبك لوظيفة {jobTitle}' },
    body: {
      en: 'Dear {candidateName},\n\nThank you for your interest in {jobTitle} ({jobReference}). After careful consideration, we will not be taking your application further for this role. We will keep your profile in mind for future opportunities.\n\nKind regards,\n{agencyName}',
      ar: 'عزيزنا/عزيزتنا {candidateName}،\n\nشكرًا لاهتمامك بوظيفة {jobTitle} ({jobReference}). بعد دراسة متأنية، لن نواصل النظر في طلبك لهذه الوظيفة، وسنضع ملفك في الاعتبار للفرص القادمة.\n\nمع أطيب التحيات،\n{agencyName}',
    },
  },
  'interview-invitation': {
    subject: { en: 'Interview invitation: {jobTitle}', ar: 'دعوة إلى مقابلة: {jobTitle}' },
    body: {
      en: 'Dear {candidateName},\n\nWe would like to invite you to an interview for {jobTitle}.\n\nWhen: {interviewTime}\nWhere: {interviewPlace}\n\nThe attached calendar file adds it to your calendar. You can also see it on your profile.\n\nKind regards,\n{agencyName}',
      ar: 'عزيزنا/عزيزتنا {candidateName}،\n\nيسعدنا دعوتك إلى مقابلة لوظيفة {jobTitle}.\n\nالموعد: {interviewTime}\nالمكان: {interviewPlace}\n\nيضيف ملف التقويم المرفق الموعد إلى تقويمك، ويمكنك الاطلاع عليه أيضًا في ملفك الشخصي.\n\nمع أطيب التحيات،\n{agencyName}',
    },
  },
  'interview-updated': {
    subject: { en: 'Interview changed: {jobTitle}', ar: 'تعديل موعد المقابلة: {jobTitle}' },
    body: {
      en: 'Dear {candidateName},\n\nYour interview for {jobTitle} has changed.\n\nWhen: {interviewTime}\nWhere: {interviewPlace}\n\nThe attached calendar file updates the event in your calendar.\n\nKind regards,\n{agencyName}',
      ar: 'عزيزنا/عزيزتنا {candidateName}،\n\nتغيّر موعد مقابلتك لوظيفة {jobTitle}.\n\nالموعد: {interviewTime}\nالمكان: {interviewPlace}\n\nيحدّث ملف التقويم المرفق الموعد في تقويمك.\n\nمع أطيب التحيات،\n{agencyName}',
    },
  },
  'interview-cancelled': {
    subject: { en: 'Interview cancelled: {jobTitle}', ar: 'إلغاء المقابلة: {jobTitle}' },
    body: {
      en: 'Dear {candidateName},\n\nYour interview for {jobTitle} on {interviewTime} has been cancelled. We will be in touch about next steps.\n\nKind regards,\n{agencyName}',
      ar: 'عزيزنا/عزيزتنا {candidateName}،\n\nأُلغيت مقابلتك لوظيفة {jobTitle} المحددة في {interviewTime}، وسنتواصل معك بشأن الخطوات التالية.\n\nمع أطيب التحيات،\n{agencyName}',
    },
  },
}

export async function seedEmailTemplates(payload: Payload): Promise<number> {
  for (const [key, template] of Object.entries(emailTemplates)) {
    await createBilingual(
      payload,
      'email-templates',
      { key: key as TemplateKey, active: true, subject: template.subject.en, body: template.body.en },
      { subject: template.subject.ar, body: template.body.ar },
    )
  }
  return Object.keys(emailTemplates).length
}
