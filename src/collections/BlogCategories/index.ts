import { label, localizedText, seoField, slugField } from '../shared/content'
import { adminView, editorialCollection, names } from '../shared/config'

/** Blog categories: `/blogs/category/{slug}`. */
export const BlogCategories = editorialCollection({
  slug: 'blog-categories',
  labels: names(['Blog category', 'تصنيف المدونة'], ['Blog categories', 'تصنيفات المدونة']),
  admin: adminView('blog', 'name', ['name', 'slug']),
  fields: [
    localizedText('name', 'Name', 'الاسم', 80),
    { name: 'description', type: 'textarea', localized: true, maxLength: 300, label: label('Description', 'الوصف') },
    slugField(),
    seoField,
  ],
})
