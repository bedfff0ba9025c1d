'use server'

import { publicAction, publicForm } from '@/lib/forms/clients'
import { type FormState } from '@/lib/forms/formState'
import { keyedForm } from '@/lib/forms/keyedForm'
import { getPayloadClient } from '@/lib/payload'

import { sendReportRequestEmails } from './reportEmails'
import { REPORT_FIELDS, reportRequestSchema, type ReportErrorKey, type ReportRequestInput } from './reportSchema'

type Field = (typeof REPORT_FIELDS)[number]
type FormError = 'rateLimited' | 'unexpected' | 'badRequest'
export type ReportFormState = FormState<Field, FormError>
type Result = { ok: true } | { ok: false; errors?: Partial<Record<Field, ReportErrorKey>>; formError?: FormError }

async function stored(submissionId: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const found = await payload.count({
    collection: 'salary-report-requests',
    where: { submissionId: { equals: submissionId } },
    overrideAccess: true,
  })
  return found.totalDocs > 0
}

/**
 * An employer's request for the full benchmark report (issue 33), stored once (its `submissionId`) as a lead the
 * account managers see in the admin (Recruitment → Salary report requests), where they download the report as PDF.
 * The chain of the contact form: the schema, then a request already stored is answered as sent, then the limit per
 * client address (lib/rateLimit.ts `salaryReport`: 5 in 10 minutes); a filled honeypot is answered as sent and
 * stores nothing. A stored request emails the agency's inbox and the employer once (./reportEmails.ts).
 */
const submitReportRequest: (input: ReportRequestInput) => Promise<Result> = publicAction(
  {
    schema: reportRequestSchema,
    invalid: (errors): Result => (errors.website ? { ok: true } : { ok: false, errors: errors as Partial<Record<Field, ReportErrorKey>> }),
    check: async (data): Promise<Result | undefined> => ((await stored(data.submissionId)) ? { ok: true } : undefined),
    rateLimit: 'salaryReport',
  },
  async (data, { locale }): Promise<Result> => {
    const payload = await getPayloadClient()
    let lead
    try {
      lead = await payload.create({
        collection: 'salary-report-requests',
        overrideAccess: true,
        data: {
          company: data.company,
          name: data.name,
          email: data.email,
          phone: data.phone || undefined,
          family: data.family,
          country: data.country,
          consentedAt: new Date().toISOString(),
          status: 'new',
          locale,
          submissionId: data.submissionId,
        },
      })
    } catch (error) {
      // The same form sent twice at once: the unique key stored it once.
      if (await stored(data.submissionId)) return { ok: true }
      payload.logger.error({ err: error }, 'Could not store a salary report request')
      return { ok: false, formError: 'unexpected' }
    }
    try {
      await sendReportRequestEmails(payload, lead, locale)
    } catch (error) {
      // Stored already: staff see it in the admin even if mail is down.
      payload.logger.error({ err: error }, 'Could not send the salary report request emails')
    }
    return { ok: true }
  },
)

/** The report form, posted with or without scripts (`useActionState`): never a field in a URL. */
export const reportRequestForm = publicForm<ReportFormState>(
  {},
  keyedForm(REPORT_FIELDS, (values) => submitReportRequest(values as ReportRequestInput)),
)
