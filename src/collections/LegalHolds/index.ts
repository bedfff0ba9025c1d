import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { isAdmin, isAdminUser } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

import { label } from '../shared/content'
import { adminView, hiddenFrom, names, setByServer } from '../shared/config'

/** A hold names a candidate or an application (not neither); who set it is the admin signed in. */
const checkHold: CollectionBeforeValidateHook = ({ data, operation, req, originalDoc }) => {
  if (!data) return data
  const merged = { ...(originalDoc ?? {}), ...data }
  if (!merged.candidate && !merged.application) {
    throw new APIError(req.t('validation:required'), 400, [{ path: 'candidate', message: req.t('validation:required') }], true)
  }
  if (operation === 'create' && req.user && isAdminUser(req.user)) return { ...data, setBy: req.user.id }
  return data
}

/**
 * Legal holds (docs/PRIVACY.md): while a hold is on, no retention rule touches the candidate or the application it
 * names (nor a candidate's applications, nor the account of an application's candidate). Admins set one with a
 * reason and lift it by switching it off; holds are never deleted, so the record of why data was kept stays.
 */
export const LegalHolds: CollectionConfig = {
  slug: 'legal-holds',
  labels: names(['Legal hold', 'تجميد نظامي'], ['Legal holds', 'التجميد النظامي']),
  admin: adminView('privacy', 'reason', ['candidate', 'application', 'reason', 'active', 'createdAt'], { hidden: hiddenFrom.nonAdmins }),
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: nobody },
  hooks: { beforeValidate: [checkHold] },
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', index: true, label: label('Candidate', 'المرشّح') },
    { name: 'application', type: 'relationship', relationTo: 'applications', index: true, label: label('Application', 'الطلب') },
    { name: 'reason', type: 'textarea', required: true, minLength: 5, maxLength: 1000, label: label('Reason', 'السبب') },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, label: label('In force', 'سارٍ') },
    {
      name: 'setBy',
      type: 'relationship',
      relationTo: 'users',
      label: label('Set by', 'وضعه'),
      ...setByServer(),
    },
  ],
}
