import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, label } from '../shared/content'
import { translator } from '@/i18n/messages'

/**
 * A subject that messages were filed under stays (they keep their subject): deleting it is refused with a 409
 * that says what to do instead.
 */
const keepSubjectsInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'contact-submissions',
    where: { subject: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new APIError(translator(req.locale, 'Api')('subjectInUse'), 409, undefined, true)
}

/** The subjects a visitor chooses from on /contact-us, managed by staff. */
export const ContactSubjects: CollectionConfig = {
  slug: 'contact-subjects',
  labels: { singular: label('Contact subject', 'موضوع التواصل'), plural: label('Contact subjects', 'مواضيع التواصل') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: label('Contact', 'التواصل') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  hooks: { ...contentHooks(), beforeDelete: [keepSubjectsInUse] },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 80, label: label('Name', 'الاسم') },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Order', 'الترتيب'), admin: { position: 'sidebar' } },
  ],
}
