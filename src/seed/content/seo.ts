import type { Payload } from 'payload'

import { createBilingual } from './shared'
import type { Bilingual } from './types'

/**
 * SEO records for the main pages, so that `/api/elasticsearch` (spec §7) answers on a fresh install and staff
 * start from a record to edit rather than an empty list. Only keywords and robots: each page keeps the title and
 * description it takes from its own content until staff write better ones here.
 */
const PAGES: { key: string; keywords: Bilingual<string[]> }[] = [
  {
    key: 'home',
    keywords: { en: ['recruitment agency', 'HR consultancy', 'Gulf jobs'], ar: ['شركة توظيف', 'استشارات الموارد البشرية', 'وظائف الخليج'] },
  },
  {
    key: 'jobs',
    keywords: {
      en: ['jobs in Saudi Arabia', 'jobs in the UAE', 'vacancies'],
      ar: ['وظائف في السعودية', 'وظائف في الإمارات', 'وظائف شاغرة'],
    },
  },
  { key: 'about', keywords: { en: ['about us', 'HR consultancy'], ar: ['من نحن', 'استشارات الموارد البشرية'] } },
  {
    key: 'services',
    keywords: { en: ['recruitment', 'employer of record', 'outsourcing'], ar: ['التوظيف', 'صاحب العمل المسجّل', 'الإسناد الخارجي'] },
  },
  { key: 'blogs', keywords: { en: ['HR articles', 'hiring advice'], ar: ['مقالات الموارد البشرية', 'نصائح التوظيف'] } },
  { key: 'faq', keywords: { en: ['frequently asked questions'], ar: ['الأسئلة الشائعة'] } },
  { key: 'contact-us', keywords: { en: ['contact', 'Riyadh office'], ar: ['تواصل معنا', 'مكتب الرياض'] } },
  { key: 'privacy-policy', keywords: { en: ['privacy policy'], ar: ['سياسة الخصوصية'] } },
  { key: 'terms-and-conditions', keywords: { en: ['terms and conditions'], ar: ['الشروط والأحكام'] } },
]

export async function seedSeoRecords(payload: Payload): Promise<number> {
  for (const page of PAGES) {
    await createBilingual(
      payload,
      'seo-metadata',
      {
        uniqueComponentName: page.key,
        metaTag: { robots: 'index, follow', keywords: page.keywords.en.map((keyword) => ({ keyword })) },
      },
      { metaTag: { keywords: page.keywords.ar.map((keyword) => ({ keyword })) } },
    )
  }
  return PAGES.length
}
