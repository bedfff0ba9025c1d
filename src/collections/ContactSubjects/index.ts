import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, localizedText } from '../shared/content'
import { translator } from '@/i18n/messages'
import { adminView, managedBy, names, orderField } from '../shared/config'

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
  labels: names(['Contact subject', 'موضوع التواصل'], ['Contact subjects', 'مواضيع التواصل']),
  admin: adminView('contact', 'name', ['name', 'order']),
  access: managedBy(isEditor, anyone),
  defaultSort: 'order',
  hooks: { ...contentHooks(), beforeDelete: [keepSubjectsInUse] },
  fields: [localizedText('name', 'Name', 'الاسم', 80), orderField],
}
