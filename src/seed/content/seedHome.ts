import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { contactSubjects, homeCopy } from './home'
import { context, createBilingual, withIds } from './shared'

/** The contact subjects and the home page's blocks of `home.ts`. */
export async function seedHome(payload: Payload): Promise<void> {
  for (const [order, subject] of contactSubjects.entries()) {
    await createBilingual(payload, 'contact-subjects', { name: subject.en, order }, { name: subject.ar })
  }
  const layout = (locale: Locale) => {
    const c = homeCopy[locale]
    return [
      { blockType: 'hero' as const, ...c.hero },
      { blockType: 'servicesList' as const, ...c.services },
      { blockType: 'latestJobs' as const, ...c.latestJobs, count: 6 },
      { blockType: 'testimonialList' as const, ...c.testimonials, count: 3 },
      { blockType: 'partnerLogos' as const, ...c.partners },
      { blockType: 'latestPosts' as const, ...c.latestPosts, count: 3 },
      { blockType: 'contactCta' as const, ...c.contactCta },
    ]
  }
  const en = await payload.updateGlobal({ slug: 'home', locale: 'en', context, data: { layout: layout('en') } })
  await payload.updateGlobal({ slug: 'home', locale: 'ar', context, data: { layout: withIds(en.layout, layout('ar')) } })
}
