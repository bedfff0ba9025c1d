import { imageField, label, localizedRichText, localizedText, seoField, slugField } from '../shared/content'
import { httpsUrl } from '../TeamMembers'
import { adminView, editorialCollection, names, orderField } from '../shared/config'

/** Partner organisations: logos on the home page and `/partners/{slug}`. */
export const Partners = editorialCollection({
  slug: 'partners',
  labels: names(['Partner', 'شريك'], ['Partners', 'الشركاء']),
  admin: adminView('company', 'name', ['name', 'website', 'order']),
  fields: [
    localizedText('name', 'Name', 'الاسم', 100),
    localizedText('summary', 'One-line summary', 'وصف في سطر واحد', 200),
    imageField('logo', 'Logo', 'الشعار', true),
    localizedRichText('description', 'Description', 'الوصف'),
    { name: 'website', type: 'text', label: label('Website', 'الموقع الإلكتروني'), validate: httpsUrl },
    orderField,
    slugField(),
    seoField,
  ],
})
