import { interviewCalendarResponse } from '@/features/recruiting/calendarFile'
import { toLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/** "Add to calendar" on My applications: the candidate's own interview as an .ics file. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params
  return interviewCalendarResponse(toLocale(locale), id)
}
