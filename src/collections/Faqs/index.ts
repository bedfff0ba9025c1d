import { label, localizedRichText, localizedText } from '../shared/content'
import { adminView, editorialCollection, names, orderField } from '../shared/config'

/** Questions and answers, each in one category. */
export const Faqs = editorialCollection({
  slug: 'faqs',
  labels: names(['Question', 'سؤال'], ['Questions', 'الأسئلة']),
  admin: adminView('faqs', 'question', ['question', 'category', 'order']),
  fields: [
    localizedText('question', 'Question', 'السؤال', 200),
    localizedRichText('answer', 'Answer', 'الإجابة'),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'faq-categories',
      required: true,
      index: true,
      label: label('Category', 'التصنيف'),
      admin: { position: 'sidebar' },
    },
    orderField,
  ],
})
