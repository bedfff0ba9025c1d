import { localizedText, seoField, slugField } from '../shared/content'
import { adminView, editorialCollection, names, orderField } from '../shared/config'

/** FAQ categories: `/faq` lists them with their questions, `/faq/{slug}` shows one. */
export const FaqCategories = editorialCollection({
  slug: 'faq-categories',
  labels: names(['FAQ category', 'تصنيف الأسئلة'], ['FAQ categories', 'تصنيفات الأسئلة']),
  admin: adminView('faqs', 'name', ['name', 'order', 'slug']),
  fields: [
    localizedText('name', 'Name', 'الاسم', 80),
    localizedText('description', 'Description', 'الوصف', 300, 'textarea', false),
    orderField,
    slugField(),
    seoField,
  ],
})
