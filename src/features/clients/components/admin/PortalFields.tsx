import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

import { ApplicationPortalButtons, RequisitionDraftJobButton, SubmittalReleaseButton } from './PortalButtons'

/**
 * Sidebar fields (type `ui`) of applications, submittals and requisitions: the portal's buttons, for recruiters and
 * admins, in the admin's language (only the buttons' own words go to the browser).
 */
const idOf = ({ id, data }: UIFieldServerProps) => id ?? (data as { id?: number } | undefined)?.id
const textOf = (props: UIFieldServerProps) => messages[adminLocale(props.i18n)].Clients.adminActions

export function ApplicationPortalField(props: UIFieldServerProps) {
  return isRecruiterUser(props.user) ? <ApplicationPortalButtons id={idOf(props)} text={textOf(props)} /> : null
}

export function SubmittalPortalField(props: UIFieldServerProps) {
  return isRecruiterUser(props.user) ? <SubmittalReleaseButton id={idOf(props)} text={textOf(props)} /> : null
}

export function RequisitionPortalField(props: UIFieldServerProps) {
  return isRecruiterUser(props.user) ? <RequisitionDraftJobButton id={idOf(props)} text={textOf(props)} /> : null
}
