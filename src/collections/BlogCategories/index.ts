import { localizedText, seoField, slugField } from '../shared/content'
import { adminView, editorialCollection, names } from '../shared/config'

/** Blog categories: `/blogs/category/{slug}`. */
export const BlogCategories = editorialCollection({
  slug: 'blog-categories',
  labels: names(['Blog category', 'تصنيف المدونة'], ['Blog categories', 'تصنيفات المدونة']),
  admin: adminView('blog', 'name', ['name', 'slug']),
  fields: [
    localizedText('name', 'Name', 'الاسم', 80),
    localizedText('description', 'Description', 'الوصف', 300, 'textarea', false),
    slugField(),
    seoField,
  ],
})
