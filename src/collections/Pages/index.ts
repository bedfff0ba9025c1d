import { label, localizedRichText, localizedText } from '../shared/content'
import { adminView, draftedCollection, names } from '../shared/config'

export const pageSlugs = ['about', 'article', 'privacy-policy', 'terms-and-conditions'] as const
export type PageSlug = (typeof pageSlugs)[number]

/** Long-form pages at fixed routes (spec §2): about, article, privacy policy, terms. */
export const Pages = draftedCollection({
  slug: 'pages',
  labels: names(['Page', 'صفحة'], ['Pages', 'الصفحات']),
  admin: adminView('content', 'title', ['title', 'slug', 'updatedAt', '_status'], {
    preview: (doc, { locale }) => `/next/preview?path=${encodeURIComponent(`/${locale}/${String(doc.slug)}`)}`,
  }),
  fields: [
    localizedText('title', 'Title', 'العنوان', 120),
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 160,
      label: label('Meta description', 'الوصف التعريفي'),
    },
    localizedRichText('body', 'Body', 'النص'),
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      label: label('Route', 'المسار'),
      options: pageSlugs.map((value) => ({ value, label: `/${value}` })),
      admin: { position: 'sidebar' },
    },
  ],
})
