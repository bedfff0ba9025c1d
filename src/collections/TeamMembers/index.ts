import { imageField, label, localizedRichText, localizedText, seoField, slugField } from '../shared/content'
import { adminView, editorialCollection, names, orderField } from '../shared/config'

/** The agency's people: `/member/{slug}`, and authors of blog posts. */
export const TeamMembers = editorialCollection({
  slug: 'team-members',
  labels: names(['Team member', 'عضو الفريق'], ['Team', 'الفريق']),
  admin: adminView('company', 'name', ['name', 'role', 'order']),
  fields: [
    localizedText('name', 'Name', 'الاسم', 80),
    localizedText('role', 'Role', 'المنصب', 120),
    imageField('photo', 'Photo', 'الصورة', true),
    localizedRichText('bio', 'Biography', 'نبذة'),
    {
      type: 'row',
      fields: [
        { name: 'linkedin', type: 'text', label: label('LinkedIn URL', 'رابط لينكدإن'), validate: httpsUrl },
        { name: 'email', type: 'email', label: label('Work email', 'البريد الإلكتروني للعمل') },
      ],
    },
    orderField,
    slugField(),
    seoField,
  ],
})

function httpsUrl(value: string | null | undefined): true | string {
  if (!value) return true
  try {
    return new URL(value).protocol === 'https:' ? true : 'Use an https:// link'
  } catch {
    return 'Use an https:// link'
  }
}

export { httpsUrl }
