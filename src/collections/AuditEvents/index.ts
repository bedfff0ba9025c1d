import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

import { label } from '../shared/content'
import { adminView, hiddenFrom, names, writtenByServer } from '../shared/config'

/** Entries are never changed or removed, whoever asks (the Local API with overrideAccess included). */
const appendOnly: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'update' || operation === 'delete') {
    throw new APIError(req.t('error:notAllowedToPerformAction'), 403, undefined, true)
  }
  return args
}

/**
 * The audit log (docs/SECURITY.md): what staff did to accounts and personal data that matters later (a sign-in
 * email changed, data exported), who did it, when, from where. Written only by the server (`lib/audit.ts`,
 * in the same transaction as what it records), read only by admins, never changed or deleted; candidates and
 * other staff do not see it.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: names(['Audit entry', 'قيد تدقيق'], ['Audit log', 'سجل التدقيق']),
  admin: adminView('administration', 'action', ['createdAt', 'action', 'actorEmail', 'targetCollection', 'targetId'], {
    hidden: hiddenFrom.nonAdmins,
  }),
  defaultSort: '-createdAt',
  access: writtenByServer(isAdmin),
  hooks: { beforeOperation: [appendOnly] },
  fields: [
    { name: 'action', type: 'text', required: true, index: true, maxLength: 80, label: label('Action', 'الإجراء') },
    {
      type: 'row',
      fields: [
        { name: 'actorCollection', type: 'text', maxLength: 40, label: label('Done by (kind)', 'نوع المنفّذ') },
        { name: 'actorId', type: 'text', maxLength: 40, index: true, label: label('Done by (id)', 'معرّف المنفّذ') },
        { name: 'actorEmail', type: 'text', maxLength: 254, label: label('Done by (email)', 'بريد المنفّذ') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'targetCollection', type: 'text', maxLength: 40, label: label('Concerning (kind)', 'نوع المعنيّ') },
        { name: 'targetId', type: 'text', maxLength: 40, index: true, label: label('Concerning (id)', 'معرّف المعنيّ') },
      ],
    },
    { name: 'details', type: 'json', label: label('Details', 'التفاصيل') },
    { name: 'ip', type: 'text', maxLength: 64, label: label('From address', 'من العنوان') },
  ],
}
