import type { CollectionConfig } from 'payload'

import { recruiterOrOwnClient } from '@/access/clientContacts'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { VACANCY_FILE_TYPES } from '@/features/clients/constants'
import { localFolder } from '@/lib/storage'

import { serveAsAttachment } from '../CandidateFiles/fileChecks'
import { label } from '../shared/content'
import { adminView, clientField, hiddenFrom, names } from '../shared/config'
import { deleteFilesAfterCommit } from '../shared/fileDeletion'

const dir = localFolder('vacancy-attachments')

/**
 * A job description a client contact attached to a vacancy request from the portal (issue 30). A file from a stranger:
 * it is made only by the portal's intake action, after the CV reader's checks (features/clients/attachments.ts: size,
 * the type read from the bytes in the reader's worker, a PDF written again), never through the collection's API.
 * Private on every path, the `/api/vacancy-attachments/file/…` URL included (Payload checks `read` first): recruiters
 * and admins, and the contacts of the client it belongs to; never another client, a candidate or a visitor.
 */
export const VacancyAttachments: CollectionConfig = {
  slug: 'vacancy-attachments',
  labels: names(['Vacancy attachment', 'مرفق طلب شاغر'], ['Vacancy attachments', 'مرفقات طلبات الشواغر']),
  admin: adminView('clients', 'originalName', ['originalName', 'client', 'requisition', 'createdAt'], { hidden: hiddenFrom.nonRecruiters }),
  access: { read: recruiterOrOwnClient('client'), create: nobody, update: nobody, delete: isAdmin },
  hooks: { beforeDelete: [deleteFilesAfterCommit(dir)] },
  upload: {
    mimeTypes: [...VACANCY_FILE_TYPES],
    staticDir: dir,
    // Downloads only, never shown inline, never cached (CandidateFiles/fileChecks.ts).
    handlers: [serveAsAttachment('vacancy-attachments')],
  },
  fields: [
    clientField({ required: true, access: { update: nobody } }),
    {
      name: 'requisition',
      type: 'relationship',
      relationTo: 'requisitions',
      index: true,
      label: label('Vacancy request', 'طلب الشاغر'),
      access: { update: nobody },
    },
    {
      name: 'contact',
      type: 'relationship',
      relationTo: 'client-contacts',
      label: label('Attached by', 'أرفقه'),
      access: { update: nobody },
    },
    { name: 'originalName', type: 'text', maxLength: 200, label: label('File name', 'اسم الملف'), admin: { readOnly: true } },
  ],
}
