import { APIError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'

import { contentHooks, label, localizedText } from '../shared/content'
import { adminView, managedBy, names } from '../shared/config'

const needsAKey: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  if (!merged.uniqueComponentName && !merged.objectID) {
    throw new APIError('Give either a page key (uniqueComponentName) or a document id (objectID).', 400, undefined, true)
  }
  return data
}

/**
 * SEO metadata records (spec §3): keyed by a page's component name
 * (`home`, `jobs`, `services/recruitment`) or a document's id or slug
 * (`objectID`), with English and Arabic values. Pages use a record when one
 * matches and fall back to their content otherwise. Public, read-only to
 * visitors (it is what the pages print anyway).
 */
export const SeoMetadata: CollectionConfig = {
  slug: 'seo-metadata',
  labels: names(['SEO record', 'سجل تحسين محركات البحث'], ['SEO records', 'سجلات تحسين محركات البحث']),
  admin: adminView('content', 'uniqueComponentName', ['uniqueComponentName', 'objectID', 'updatedAt']),
  access: managedBy(isEditor, anyone),
  hooks: { beforeValidate: [needsAKey], ...contentHooks() },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'uniqueComponentName',
          type: 'text',
          unique: true,
          index: true,
          maxLength: 120,
          label: label('Page key', 'مفتاح الصفحة'),
          admin: { description: label('e.g. home, jobs, services/recruitment', 'مثل home أو jobs أو services/recruitment') },
        },
        {
          name: 'objectID',
          type: 'text',
          index: true,
          maxLength: 120,
          label: label('Document id or slug', 'معرّف المستند أو رابطه'),
        },
      ],
    },
    {
      name: 'metaTag',
      type: 'group',
      label: label('Metadata', 'البيانات الوصفية'),
      fields: [
        localizedText('title', 'Title', 'العنوان', 70, 'text', false),
        localizedText('description', 'Description', 'الوصف', 320, 'textarea', false),
        {
          name: 'keywords',
          type: 'array',
          localized: true,
          label: label('Keywords', 'الكلمات المفتاحية'),
          fields: [{ name: 'keyword', type: 'text', required: true, maxLength: 60, label: label('Keyword', 'كلمة مفتاحية') }],
        },
        {
          name: 'robots',
          type: 'select',
          label: label('Robots', 'تعليمات الزواحف'),
          options: ['index, follow', 'noindex, follow', 'noindex, nofollow'],
        },
        { name: 'canonical', type: 'text', maxLength: 300, label: label('Canonical URL or path', 'الرابط المعتمد') },
        {
          name: 'social',
          type: 'array',
          localized: true,
          label: label('Social cards', 'بطاقات الشبكات الاجتماعية'),
          fields: [
            {
              name: 'socialNetwork',
              type: 'select',
              required: true,
              options: ['facebook', 'twitter', 'linkedin'],
              label: label('Network', 'الشبكة'),
            },
            { name: 'title', type: 'text', maxLength: 100, label: label('Title', 'العنوان') },
            { name: 'description', type: 'textarea', maxLength: 300, label: label('Description', 'الوصف') },
            { name: 'image', type: 'upload', relationTo: 'media', label: label('Image', 'الصورة') },
          ],
        },
      ],
    },
  ],
}
