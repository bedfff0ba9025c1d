import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { revalidateTags } from '@/lib/revalidate'

export const SITE_SETTINGS_TAG = 'site-settings'

export const socialPlatforms = ['linkedin', 'x', 'instagram', 'facebook', 'youtube', 'whatsapp'] as const

/** Brand, contact details and links shown in every page's header and footer. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', ar: 'إعدادات الموقع' },
  admin: { group: { en: 'Settings', ar: 'الإعدادات' } },
  access: { read: anyone, update: isEditor },
  versions: { max: 20 },
  hooks: {
    afterChange: [
      ({ doc, req }) => {
        revalidateTags([SITE_SETTINGS_TAG], req.context)
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      label: { en: 'Site name', ar: 'اسم الموقع' },
      localized: true,
      required: true,
      maxLength: 60,
      admin: {
        description: {
          en: 'Used in page titles as "Page | Site name".',
          ar: 'يظهر في عناوين الصفحات بصيغة «الصفحة | اسم الموقع».',
        },
      },
    },
    {
      name: 'tagline',
      type: 'textarea',
      label: { en: 'Tagline', ar: 'الشعار النصي' },
      localized: true,
      maxLength: 200,
    },
    {
      name: 'contact',
      type: 'group',
      label: { en: 'Contact details', ar: 'بيانات التواصل' },
      fields: [
        { name: 'email', type: 'email', label: { en: 'Email', ar: 'البريد الإلكتروني' } },
        {
          name: 'phones',
          type: 'array',
          label: { en: 'Phone numbers', ar: 'أرقام الهاتف' },
          labels: { singular: { en: 'Phone', ar: 'هاتف' }, plural: { en: 'Phones', ar: 'هواتف' } },
          fields: [
            { name: 'label', type: 'text', localized: true, label: { en: 'Label', ar: 'الوصف' } },
            {
              name: 'number',
              type: 'text',
              required: true,
              label: { en: 'Number (international format)', ar: 'الرقم (بالصيغة الدولية)' },
              validate: (value: string | null | undefined) =>
                !value || /^\+[1-9][0-9 ]{6,18}$/.test(value) || 'Use the international format, e.g. +966 11 000 0000',
            },
          ],
        },
        {
          name: 'addresses',
          type: 'array',
          label: { en: 'Offices', ar: 'المكاتب' },
          labels: { singular: { en: 'Office', ar: 'مكتب' }, plural: { en: 'Offices', ar: 'مكاتب' } },
          fields: [
            { name: 'city', type: 'text', localized: true, required: true, label: { en: 'City', ar: 'المدينة' } },
            { name: 'address', type: 'textarea', localized: true, label: { en: 'Address', ar: 'العنوان' } },
            { name: 'mapUrl', type: 'text', label: { en: 'Map link', ar: 'رابط الخريطة' } },
          ],
        },
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      label: { en: 'Social links', ar: 'روابط التواصل الاجتماعي' },
      labels: { singular: { en: 'Link', ar: 'رابط' }, plural: { en: 'Links', ar: 'روابط' } },
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          label: { en: 'Platform', ar: 'المنصة' },
          options: socialPlatforms.map((value) => ({ value, label: value === 'x' ? 'X' : value[0]!.toUpperCase() + value.slice(1) })),
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          label: { en: 'URL', ar: 'الرابط' },
          validate: (value: string | null | undefined) => !value || /^https:\/\/\S+$/.test(value) || 'Use a full https:// address',
        },
      ],
    },
  ],
}
