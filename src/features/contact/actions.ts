'use server'

import { getTranslations } from 'next-intl/server'

import { publicAction, publicForm } from '@/lib/forms/clients'
import { escapeHtml } from '@/lib/html'
import { type FormState } from '@/lib/forms/formState'
import { keyedForm } from '@/lib/forms/keyedForm'
import { getPayloadClient } from '@/lib/payload'
import { staffLocaleOfAddress } from '@/lib/email/staffLocale'

import { CONTACT_FIELDS, contactSchema, type ContactErrorKey, type ContactInput } from './schema'
import { dirOf } from '@/i18n/locales'

export type ContactResult =
  | { ok: true }
  | { ok: false; errors?: Partial<Record<keyof ContactInput, ContactErrorKey>>; formError?: 'rateLimited' | 'unexpected' | 'badRequest' }

export type ContactFormState = FormState<keyof ContactInput & string, 'rateLimited' | 'unexpected' | 'badRequest'>

async function stored(submissionId: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'contact-submissions',
    where: { submissionId: { equals: submissionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.length > 0
}

/**
 * Stores a contact message once (the form's `submissionId`), emails the
 * agency's inbox and sends the visitor a confirmation in their language.
 * Validation is the same schema the browser runs; the limit is per client
 * address (lib/rateLimit.ts: 5 messages in 10 minutes), counted once the
 * message is valid and new.
 */
export const submitContact: (input: ContactInput) => Promise<ContactResult> = publicAction(
  {
    schema: contactSchema,
    // A filled honeypot is a bot: say nothing useful, store nothing.
    invalid: (errors): ContactResult => (errors.website ? { ok: true } : { ok: false, errors }),
    // The same message sent again (a retry, a double click) is answered as sent.
    check: async (data): Promise<ContactResult | undefined> => ((await stored(data.submissionId)) ? { ok: true } : undefined),
    rateLimit: 'contact',
  },
  async (data, { locale }): Promise<ContactResult> => {
    const payload = await getPayloadClient()
    const subject = await payload.findByID({
      collection: 'contact-subjects',
      id: Number(data.subject),
      locale,
      depth: 0,
      disableErrors: true,
      overrideAccess: false,
    })
    if (!subject) return { ok: false, errors: { subject: 'subjectRequired' } }

    const { parsePhoneNumber } = await import('libphonenumber-js/min')
    const phone = parsePhoneNumber(data.phone, data.country as never).formatInternational()

    try {
      await payload.create({
        collection: 'contact-submissions',
        overrideAccess: true,
        data: {
          name: data.name,
          email: data.email,
          phone,
          subject: subject.id,
          message: data.message,
          locale,
          submissionId: data.submissionId,
          status: 'new',
        },
      })
    } catch (error) {
      // The same form sent twice at once: the unique key stored it once.
      if (await stored(data.submissionId)) return { ok: true }
      payload.logger.error({ err: error }, 'Could not store a contact message')
      return { ok: false, formError: 'unexpected' }
    }

    try {
      const [settings, t] = await Promise.all([
        payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
        getTranslations({ locale, namespace: 'Contact' }),
      ])
      const inbox = settings.contact?.email
      // The agency's copy in the language its staff member chose for emails (English for a shared inbox).
      const tAgency = await getTranslations({ locale: await staffLocaleOfAddress(payload, inbox), namespace: 'Contact' })
      const lines = [`${data.name} <${data.email}>`, phone, subject.name, '', data.message]
      await Promise.all([
        inbox
          ? payload.sendEmail({
              to: inbox,
              replyTo: data.email,
              subject: tAgency('agencyEmailSubject', { subject: subject.name, name: data.name }),
              text: lines.join('\n'),
              html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
            })
          : Promise.resolve(),
        payload.sendEmail({
          to: data.email,
          subject: t('confirmationSubject', { brand: settings.siteName ?? '' }),
          text: `${t('confirmationBody', { name: data.name })}\n\n${data.message}`,
          html: `<div dir="${dirOf(locale)}"><p>${escapeHtml(t('confirmationBody', { name: data.name }))}</p><blockquote>${escapeHtml(data.message)}</blockquote></div>`,
        }),
      ])
    } catch (error) {
      // Stored already: staff see it in the admin even if mail is down.
      payload.logger.error({ err: error }, 'Could not send contact emails')
    }
    return { ok: true }
  },
)

/**
 * The contact form sent before its scripts loaded (progressive enhancement): the same checks and sentences, the
 * locale of the request, and a new submission key when the page had none (scripts make it in the browser).
 */
export const contactForm = publicForm<ContactFormState>({}, keyedForm(CONTACT_FIELDS, submitContact))
