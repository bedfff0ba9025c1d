import type { Payload } from 'payload'

import { posts } from './blog'
import { faqs } from './faqs'
import { pages } from './pages'
import { assessments, partners, team } from './people'
import { seedOpenDays } from './openDays'
import { seedBlog } from './seedBlog'
import { seedFaqs, seedTestimonials } from './seedFaqs'
import { seedHome } from './seedHome'
import { seedPages } from './seedPages'
import { seedPartners, seedTeam } from './seedPeople'
import { seedServices } from './seedServices'
import { seedSeoRecords } from './seo'
import { services } from './services'

export { blocksToRichText } from './shared'

/**
 * Team, blog, FAQs, partners, assessments, services, pages, testimonials, contact subjects, the home page and
 * the main pages' SEO records, in English and Arabic: one seeder per data file.
 */
export async function seedContent(payload: Payload, now = new Date()): Promise<Record<string, number>> {
  const teamIds = await seedTeam(payload)
  await seedBlog(payload, teamIds, now)
  await seedFaqs(payload)
  await seedPartners(payload)
  await seedServices(payload)
  await seedPages(payload)
  await seedTestimonials(payload)
  await seedHome(payload)
  const openDays = await seedOpenDays(payload, now)
  const seo = await seedSeoRecords(payload)
  return {
    seo,
    team: team.length,
    posts: posts.length,
    faqs: faqs.length,
    partners: partners.length,
    assessments: assessments.length,
    services: services.length,
    pages: pages.length,
    'open days': openDays,
  }
}
