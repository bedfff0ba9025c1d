import { label, localizedText } from '../shared/content'
import { httpsUrl } from '../TeamMembers'
import { adminView, editorialCollection, names } from '../shared/config'

/** Open days and career fairs the agency holds or attends: the public list at `/open-days`, edited by staff. */
export const OpenDays = editorialCollection({
  slug: 'open-days',
  labels: names(['Open day', 'يوم مفتوح'], ['Open days', 'الأيام المفتوحة']),
  admin: adminView('company', 'title', ['title', 'startsAt', 'city']),
  defaultSort: 'startsAt',
  fields: [
    localizedText('title', 'Title', 'العنوان', 120),
    localizedText('summary', 'Summary', 'الملخص', 400, 'textarea'),
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      index: true,
      label: label('Starts', 'يبدأ'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    localizedText('city', 'City', 'المدينة', 80),
    localizedText('venue', 'Venue', 'المكان', 160),
    { name: 'registrationUrl', type: 'text', label: label('Registration link', 'رابط التسجيل'), validate: httpsUrl },
  ],
})
