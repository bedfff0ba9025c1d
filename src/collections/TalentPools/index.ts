import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isRecruiter, isRecruiterUser } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { POOL_MAX } from '@/features/matching/constants'
import { existingIds } from '@/features/matching/fields'
import { keepOneKind, plainQuery, poolMembersField, smartPoolFields } from '@/features/matching/poolFields'

import { label } from '../shared/content'
import { adminView, hiddenFrom, managedBy, names } from '../shared/config'

/** The staff member who made the pool. */
const stampOwner: CollectionBeforeChangeHook = ({ data, operation, req }) =>
  operation === 'create' ? { ...data, owner: req.user && isRecruiterUser(req.user) ? req.user.id : null } : data

/**
 * Talent pools (issue 32): recruiters keep named lists of candidates (static pools) or saved queries (smart pools,
 * whose members are computed when read: features/matching/pools.ts), act on members in bulk (add, remove, tag,
 * invite to a job: features/matching/bulk.ts), and invite members to jobs (job-invitations). Staff who manage
 * candidates (recruiters and admins) read and keep them; a candidate never sees a pool, their own membership
 * included (the candidate's `pools` field is staff-only too). Members who leave invitations unanswered drop out
 * (features/matching/invitations.ts, silent.ts). Never a criterion on gender, religion, age or marital status: a
 * smart pool's criteria are the fields in poolFields.ts, not free text.
 */
export const TalentPools: CollectionConfig = {
  slug: 'talent-pools',
  labels: names(['Talent pool', 'مجموعة مواهب'], ['Talent pools', 'مجموعات المواهب']),
  admin: adminView('recruitment', 'name', ['name', 'kind', 'owner', 'updatedAt'], { hidden: hiddenFrom.nonRecruiters }),
  defaultSort: 'name',
  access: managedBy(isRecruiter),
  hooks: { beforeOperation: [plainQuery], beforeChange: [stampOwner, keepOneKind] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, label: label('Name', 'الاسم') },
    { name: 'description', type: 'textarea', maxLength: 1000, label: label('What the pool is for', 'الغرض من المجموعة') },
    ...smartPoolFields,
    {
      name: 'members',
      type: 'relationship',
      relationTo: 'candidates',
      hasMany: true,
      maxRows: POOL_MAX,
      validate: existingIds('candidates', POOL_MAX) as never,
      label: label('Members', 'الأعضاء'),
      admin: { condition: (data) => data?.kind !== 'smart' },
    },
    poolMembersField,
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: 20,
      maxLength: 40,
      label: label('Tags', 'الوسوم'),
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      label: label('Made by', 'أنشأها'),
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
