import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { revalidateTags } from '@/lib/revalidate'
import { names } from '@/collections/shared/config'

export const socialPlatforms = ['linkedin', 'x', 'instagram', 'facebook', 'youtube', 'whatsapp'] as const

/** Brand, contact details and links shown in every page's header and footer. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', ar: 'إعدادات الموقع' },
  admin: { group: { en: 'Settings', ar: 'الإعدادات' } },
  access: { read: anyone, readVersions: isEditor, update: isEditor },
  versions: { max: 20 },
  hooks: {
    afterChange: [
      ({ doc, req }) => {
        revalidateTags([CACHE_TAGS.siteSettings], req.context)
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
          labels: names(['Phone', 'هاتف'], ['Phones', 'هواتف']),
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
          labels: names(['Office', 'مكتب'], ['Offices', 'مكاتب']),
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
      labels: names(['Link', 'رابط'], ['Links', 'روابط']),
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
    {
      name: 'privacy',
      type: 'group',
      label: { en: 'Personal data', ar: 'البيانات الشخصية' },
      admin: {
        description: {
          en: 'How long the agency keeps a candidate’s profile and CV when they agree to it (docs/PRIVACY.md). The privacy page states the same term.',
          ar: 'المدة التي تحتفظ فيها الوكالة بملف المرشّح وسيرته الذاتية عند موافقته (docs/PRIVACY.md). تذكر صفحة الخصوصية المدة نفسها.',
        },
      },
      fields: [
        {
          name: 'keepMonths',
          type: 'number',
          min: 1,
          max: 120,
          defaultValue: 24,
          admin: { step: 1 },
          label: { en: 'Consent to keep lasts (months)', ar: 'مدة الموافقة على الاحتفاظ (بالأشهر)' },
          validate: (value: number | null | undefined) =>
            value === null ||
            value === undefined ||
            (Number.isInteger(value) && value >= 1 && value <= 120) ||
            'A whole number of months, 1 to 120',
        },
      ],
    },
    {
      name: 'integrations',
      type: 'group',
      label: { en: 'Analytics and chat', ar: 'التحليلات والمحادثة' },
      admin: {
        description: {
          en: 'Analytics loads only after a visitor accepts cookies. Env GA_MEASUREMENT_ID, TAWK_PROPERTY_ID and TAWK_WIDGET_ID apply when these are empty.',
          ar: 'لا تُحمَّل التحليلات إلا بعد موافقة الزائر على ملفات تعريف الارتباط. تُستخدم متغيرات البيئة عند ترك هذه الحقول فارغة.',
        },
      },
      fields: [
        {
          name: 'gaMeasurementId',
          type: 'text',
          label: { en: 'Google Analytics 4 measurement ID', ar: 'معرّف القياس في Google Analytics 4' },
          validate: (value: string | null | undefined) => !value || /^G-[A-Z0-9]{4,20}$/.test(value) || 'Looks like G-XXXXXXXXXX',
        },
        { name: 'chatEnabled', type: 'checkbox', defaultValue: true, label: { en: 'Show the chat widget', ar: 'إظهار نافذة المحادثة' } },
        {
          type: 'row',
          fields: [
            {
              name: 'tawkPropertyId',
              type: 'text',
              label: { en: 'Tawk.to property ID', ar: 'معرّف الموقع في Tawk.to' },
              validate: (value: string | null | undefined) => !value || /^[a-f0-9]{24}$/i.test(value) || '24 hexadecimal characters',
            },
            {
              name: 'tawkWidgetId',
              type: 'text',
              label: { en: 'Tawk.to widget ID', ar: 'معرّف النافذة في Tawk.to' },
              validate: (value: string | null | undefined) =>
                !value || /^[a-z0-9]{4,20}$/i.test(value) || 'Letters and digits, e.g. 1h2k3l4m',
            },
          ],
        },
      ],
    },
  ],
}
