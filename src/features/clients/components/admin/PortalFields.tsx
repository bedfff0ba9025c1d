import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'

import { ApplicationPortalButtons, RequisitionDraftJobButton, SubmittalReleaseButton } from './PortalButtons'

/** Sidebar fields (type `ui`) of applications, submittals and requisitions: the portal's buttons, for recruiters and admins. */
const idOf = ({ id, data }: UIFieldServerProps) => id ?? (data as { id?: number } | undefined)?.id

export function ApplicationPortalField(props: UIFieldServerProps) {
  return isRecruiterUser(props.user) ? <ApplicationPortalButtons id={idOf(props)} /> : null
}

export function SubmittalPortalField(props: UIFieldServerProps) {
  return isRecruiterUser(props.user) ? <SubmittalReleaseButton id={idOf(props)} /> : null
}

export function RequisitionPortalField(props: UIFieldServerProps) {
  return isRecruiterUser(props.user) ? <RequisitionDraftJobButton id={idOf(props)} /> : null
}
