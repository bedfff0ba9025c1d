import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isRecruiter } from '@/access/isRecruiter'

import { names, writtenByServer } from '../shared/config'

/**
 * Every view of a candidate's CV or submittal by a client contact (issue 30): who, when, what. Written by the
 * server alone; the candidate sees theirs on /profile ("Companies that saw your CV") and in "Download my data";
 * recruiters read them; nobody changes them.
 */
export const ClientViews: CollectionConfig = {
  slug: 'client-views',
  labels: names(['Client view', 'اطّلاع عميل'], ['Client views', 'اطّلاعات العملاء']),
  admin: { hidden: true },
  access: writtenByServer(isRecruiter, isAdmin),
  defaultSort: '-createdAt',
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', index: true },
    { name: 'client', type: 'relationship', relationTo: 'clients', required: true, index: true },
    { name: 'contact', type: 'relationship', relationTo: 'client-contacts' },
    { name: 'submittal', type: 'relationship', relationTo: 'submittals', required: true },
    { name: 'what', type: 'select', required: true, options: ['submittal', 'blindCv', 'originalCv'] },
  ],
}
