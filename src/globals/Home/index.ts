import type { Block, Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { label } from '@/collections/shared/content'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { expireTags } from '@/lib/revalidate'
import { names } from '@/collections/shared/config'

const text = (name: string, en: string, ar: string, required = true, maxLength = 200): Field => ({
  name,
  type: 'text',
  localized: true,
  required,
  maxLength,
  label: label(en, ar),
})
const lead = (name = 'lead'): Field => ({ name, type: 'textarea', localized: true, maxLength: 400, label: label('Lead', 'النص التمهيدي') })
const count = (defaultValue: number): Field => ({
  name: 'count',
  type: 'number',
  min: 1,
  max: 12,
  defaultValue,
  label: label('How many', 'العدد'),
})

/** The home page's blocks. Staff reorder, add and remove them; texts are per language, order is shared. */
export const homeBlocks: Block[] = [
  {
    slug: 'hero',
    labels: names(['Hero', 'الواجهة'], ['Heroes', 'الواجهات']),
    fields: [
      text('eyebrow', 'Eyebrow', 'العنوان التمهيدي', false, 80),
      text('title', 'Title', 'العنوان', true, 140),
      lead(),
      text('primaryLabel', 'Button: find a job', 'زر: ابحث عن وظيفة', true, 40),
      text('secondaryLabel', 'Button: talk to us', 'زر: تواصل معنا', true, 40),
    ],
  },
  {
    slug: 'servicesList',
    labels: names(['Services', 'الخدمات'], ['Services', 'الخدمات']),
    fields: [text('title', 'Title', 'العنوان'), lead()],
  },
  {
    slug: 'latestJobs',
    labels: names(['Latest jobs', 'أحدث الوظائف'], ['Latest jobs', 'أحدث الوظائف']),
    fields: [text('title', 'Title', 'العنوان'), lead(), count(6)],
  },
  {
    slug: 'testimonialList',
    labels: names(['Testimonials', 'الشهادات'], ['Testimonials', 'الشهادات']),
    fields: [
      text('title', 'Title', 'العنوان'),
      text('figure', 'Figure', 'الرقم', true, 20),
      text('figureLabel', 'Figure label', 'وصف الرقم', true, 120),
      count(3),
    ],
  },
  {
    slug: 'partnerLogos',
    labels: names(['Partner logos', 'شعارات الشركاء'], ['Partner logos', 'شعارات الشركاء']),
    fields: [text('title', 'Title', 'العنوان')],
  },
  {
    slug: 'latestPosts',
    labels: names(['Latest posts', 'أحدث المقالات'], ['Latest posts', 'أحدث المقالات']),
    fields: [text('title', 'Title', 'العنوان'), count(3)],
  },
  {
    slug: 'contactCta',
    labels: names(['Contact call to action', 'دعوة للتواصل'], ['Contact calls to action', 'دعوات للتواصل']),
    fields: [text('title', 'Title', 'العنوان'), lead(), text('buttonLabel', 'Button', 'الزر', true, 40)],
  },
]

/** The home page, built from blocks staff edit and reorder in /admin. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: label('Home page', 'الصفحة الرئيسية'),
  admin: { group: label('Content', 'المحتوى') },
  access: { read: anyone, readVersions: isEditor, update: isEditor },
  versions: { max: 20 },
  hooks: { afterChange: [expireTags(CACHE_TAGS.content)] },
  fields: [{ name: 'layout', type: 'blocks', label: label('Blocks', 'الأقسام'), minRows: 1, maxRows: 20, blocks: homeBlocks }],
}
