import type { Payload } from 'payload'

/** Brand and contact details in both languages. Array rows share ids across locales. */
export async function seedSiteSettings(payload: Payload): Promise<void> {
  const context = { disableRevalidate: true }
  const en = await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    context,
    data: {
      siteName: 'Nukhba Talent',
      tagline:
        'Recruitment, HR consultancy and employer-of-record services for companies and job seekers across Saudi Arabia, the UAE and the Gulf.',
      contact: {
        email: 'hello@nukhba.example',
        phones: [
          { label: 'Riyadh', number: '+966 11 510 4400' },
          { label: 'Dubai', number: '+971 4 320 7788' },
        ],
        addresses: [
          {
            city: 'Riyadh',
            address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
            mapUrl: 'https://maps.google.com/?q=King+Fahd+Road+Al+Olaya+Riyadh',
          },
          {
            city: 'Dubai',
            address: 'Business Bay, Bay Square Building 5, Dubai, United Arab Emirates',
            mapUrl: 'https://maps.google.com/?q=Bay+Square+Business+Bay+Dubai',
          },
        ],
      },
      socialLinks: [
        { platform: 'linkedin', url: 'https://www.linkedin.com/company/nukhba-talent' },
        { platform: 'x', url: 'https://x.com/nukhbatalent' },
        { platform: 'instagram', url: 'https://www.instagram.com/nukhbatalent' },
      ],
    },
  })

  const phones = en.contact?.phones ?? []
  const offices = en.contact?.addresses ?? []
  const arabicPhoneLabels = ['الرياض', 'دبي']
  const arabicOffices = [
    { city: 'الرياض', address: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية' },
    { city: 'دبي', address: 'الخليج التجاري، مبنى باي سكوير 5، دبي، الإمارات العربية المتحدة' },
  ]
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'ar',
    context,
    data: {
      siteName: 'نخبة للتوظيف',
      tagline: 'خدمات التوظيف واستشارات الموارد البشرية وصاحب العمل المسجّل للشركات والباحثين عن عمل في السعودية والإمارات ودول الخليج.',
      contact: {
        ...en.contact,
        phones: phones.map((phone, i) => ({ ...phone, label: arabicPhoneLabels[i] ?? phone.label })),
        addresses: offices.map((office, i) => ({ ...office, ...arabicOffices[i] })),
      },
    },
  })
}
