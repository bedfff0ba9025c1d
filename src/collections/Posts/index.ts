import type { CollectionBeforeChangeHook } from 'payload'

import { lexicalToPlainText } from '@/lib/richText'

import { contentHooks, excerptField, imageField, label, localizedRichText, localizedText, seoField, slugField } from '../shared/content'
import { adminView, draftedCollection, names } from '../shared/config'

/** Words per minute for the reading time shown on posts. */
const WORDS_PER_MINUTE = 200

/** Keeps the reading time of the language being saved in step with its body. */
const setReadingTime: CollectionBeforeChangeHook = ({ data }) => {
  if (data.body === undefined) return data
  const words = lexicalToPlainText(data.body).split(/\s+/).filter(Boolean).length
  return { ...data, readingTime: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) }
}

/** Blog posts, with drafts: the public sees published posts only; staff can preview drafts. */
export const Posts = draftedCollection({
  slug: 'posts',
  labels: names(['Blog post', 'مقال'], ['Blog posts', 'المقالات']),
  admin: adminView('blog', 'title', ['title', 'category', 'publishedAt', '_status'], {
    preview: (doc, { locale }) => `/next/preview?path=${encodeURIComponent(`/${locale}/blogs/${String(doc.slug ?? doc.id)}`)}`,
  }),
  defaultSort: '-publishedAt',
  hooks: { ...contentHooks(), beforeChange: [setReadingTime] },
  fields: [
    localizedText('title', 'Title', 'العنوان', 140),
    excerptField('excerpt', 'Excerpt (lists and search results)', 'المقتطف (في القوائم ونتائج البحث)', 220),
    imageField('cover', 'Cover image', 'صورة الغلاف', true),
    localizedRichText('body', 'Body', 'النص'),
    slugField(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'blog-categories',
      required: true,
      index: true,
      label: label('Category', 'التصنيف'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'team-members',
      required: true,
      label: label('Author', 'الكاتب'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      label: label('Publish date', 'تاريخ النشر'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
      defaultValue: () => new Date().toISOString(),
    },
    {
      name: 'readingTime',
      type: 'number',
      localized: true,
      label: label('Reading time (minutes)', 'مدة القراءة (دقائق)'),
      admin: { position: 'sidebar', readOnly: true, description: label('Counted from the body when saved.', 'تُحسب من النص عند الحفظ.') },
    },
    seoField,
  ],
})
