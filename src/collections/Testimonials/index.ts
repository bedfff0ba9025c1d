import { localizedText } from '../shared/content'
import { adminView, editorialCollection, names, orderField } from '../shared/config'

/** What clients and candidates say, shown on the home page. */
export const Testimonials = editorialCollection({
  slug: 'testimonials',
  labels: names(['Testimonial', 'شهادة'], ['Testimonials', 'الشهادات']),
  admin: adminView('company', 'name', ['name', 'role', 'order']),
  fields: [
    localizedText('quote', 'Quote', 'الاقتباس', 600, 'textarea'),
    localizedText('name', 'Name', 'الاسم', 80),
    localizedText('role', 'Role and organisation', 'المنصب والجهة', 120),
    orderField,
  ],
})
