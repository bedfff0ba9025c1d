import type { Access, FieldAccess, Where } from 'payload'

import { hasRole, type MaybeStaff } from './roles'

/**
 * Placements and fees (issue 31): admins see and manage all of them; a recruiter sees the placements whose fee is
 * split with them (and may enter the offer on those), never the others; editors, candidates and client contacts
 * never. Fee agreements and the VAT settings are the admins' alone.
 */
export const isPlacementsViewer = (user: MaybeStaff): boolean => hasRole(user, 'admin', 'recruiter')

/** Admins: everything; recruiters: the placements they share the fee of; anyone else: nothing. */
export const placementScope = (user: (MaybeStaff & { id?: number | string }) | null | undefined): true | Where | false => {
  if (hasRole(user, 'admin')) return true
  if (hasRole(user, 'recruiter') && user?.id !== undefined) return { 'splits.recruiter': { equals: user.id } }
  return false
}

export const readPlacements: Access = ({ req: { user } }) => placementScope(user)

/** Fields only an admin changes (the agreement, the client, the split). */
export const placementAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

/** Signed fee agreements (the PDFs): admins and recruiters read and download them; nobody else, ever. */
export const readPlacementFiles: Access = ({ req: { user } }) => isPlacementsViewer(user)
