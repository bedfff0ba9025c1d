import type { CollectionBeforeChangeHook, Field, FieldAccess } from 'payload'

import { isStaffField } from '@/access/isStaff'
import { isAdminUser } from '@/access/isAdmin'
import { isRecruiterUser } from '@/access/isRecruiter'
import { idOf } from '@/lib/ids'

const label = (en: string, ar: string) => ({ en, ar })

/** Staff who may own a job or sit in on its interviews. */
const recruitingStaff = { roles: { in: ['recruiter', 'admin'] } }

/** An admin, or the job's current owner (who may hand it over); on create, whoever creates it. */
const adminOrOwner: FieldAccess = ({ req: { user }, doc }) => {
  if (isAdminUser(user)) return true
  if (!isRecruiterUser(user)) return false
  const owner = doc?.owner as number | { id: number } | null | undefined
  return !doc || !owner || idOf(owner) === user!.id
}

/**
 * Who handles the job's applications (issue 19): the owning recruiter and optional co-owners see its
 * applications, CVs, interviews and timeline (access/ownership.ts); admins see every job's.
 */
export const ownershipFields: Field[] = [
  {
    name: 'pipelineBoard',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '/features/recruiting/components/JobBoardLink#JobBoardLink' } },
  },
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    filterOptions: recruitingStaff,
    label: label('Owning recruiter', 'مسؤول التوظيف المالك'),
    access: { read: isStaffField, create: adminOrOwner, update: adminOrOwner },
    admin: {
      position: 'sidebar',
      description: label(
        'Sees and handles this job’s applications. A recruiter who creates a job owns it.',
        'يطّلع على طلبات هذه الوظيفة ويتولّاها. من ينشئ الوظيفة من مسؤولي التوظيف يصبح مالكها.',
      ),
    },
  },
  {
    name: 'coOwners',
    type: 'relationship',
    relationTo: 'users',
    hasMany: true,
    filterOptions: recruitingStaff,
    label: label('Co-owners', 'المالكون المشاركون'),
    access: { read: isStaffField, create: adminOrOwner, update: adminOrOwner },
    admin: { position: 'sidebar' },
  },
]

/** A recruiter who creates a job without naming an owner owns it. */
export const ownerByDefault: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && !data.owner && isRecruiterUser(req.user) && !isAdminUser(req.user)) {
    return { ...data, owner: req.user!.id }
  }
  return data
}
