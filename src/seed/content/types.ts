import { serviceSlugs, type ServiceSlug } from '@/collections/Services'

/**
 * Shapes of the seeded public content (issue 3), written in English and
 * Arabic. The seed turns `Block[]` into the rich-text editor's documents.
 */
export type Bilingual<T> = { en: T; ar: T }

/** A piece of rich text: a paragraph, a sub-heading or a bullet list. */
export type Block = { p: string } | { h2: string } | { h3: string } | { ul: string[] }

export const blogCategoryKeys = ['careers', 'hr-insights', 'gulf-market', 'workplace'] as const
export type BlogCategoryKey = (typeof blogCategoryKeys)[number]

export const faqCategoryKeys = ['job-seekers', 'applications', 'employers', 'services'] as const
export type FaqCategoryKey = (typeof faqCategoryKeys)[number]

export const teamKeys = ['sara-alqahtani', 'omar-haddad', 'layla-mansour', 'faisal-alharbi', 'nadia-khoury', 'yousef-alotaibi'] as const
export type TeamKey = (typeof teamKeys)[number]

/** The services, as the collection knows them. */
export const serviceKeys = serviceSlugs
export type ServiceKey = ServiceSlug

export type SeedCategory = { slug: string; name: Bilingual<string>; description: Bilingual<string> }

export type SeedPost = {
  slug: string
  category: BlogCategoryKey
  author: TeamKey
  /** Days before the seed day the post was published. */
  publishedDaysAgo: number
  title: Bilingual<string>
  /** One or two sentences for lists and search results (≤ 200 characters). */
  excerpt: Bilingual<string>
  /** Alt text of the cover picture (an abstract illustration with the title's theme). */
  coverAlt: Bilingual<string>
  /** 350–600 words in each language. */
  body: Bilingual<Block[]>
}

export type SeedFaq = { category: FaqCategoryKey; question: Bilingual<string>; answer: Bilingual<Block[]> }

export type SeedTeamMember = {
  slug: TeamKey
  name: Bilingual<string>
  role: Bilingual<string>
  /** 80–150 words. */
  bio: Bilingual<Block[]>
  photoAlt: Bilingual<string>
  linkedin?: string
  email?: string
}

export type SeedPartner = {
  slug: string
  name: Bilingual<string>
  /** One line shown under the logo. */
  summary: Bilingual<string>
  /** 80–150 words: who they are and how the agency works with them. */
  description: Bilingual<Block[]>
  website: string
  logoAlt: Bilingual<string>
}

export type SeedTestimonial = { quote: Bilingual<string>; name: Bilingual<string>; role: Bilingual<string> }

export type SeedAssessment = {
  slug: string
  title: Bilingual<string>
  summary: Bilingual<string>
  /** What it measures, who it suits, how it runs, what the report holds: 200–400 words. */
  body: Bilingual<Block[]>
  durationMinutes: number
  /** e.g. "Online, proctored" / "عبر الإنترنت بإشراف مراقب" */
  format: Bilingual<string>
}

export type SeedService = {
  slug: ServiceKey
  title: Bilingual<string>
  /** The hero's one-sentence promise. */
  tagline: Bilingual<string>
  /** Lists and cards: one or two sentences. */
  summary: Bilingual<string>
  /** 250–450 words. */
  body: Bilingual<Block[]>
  /** 3–5 steps: how the engagement runs. */
  steps: { title: Bilingual<string>; text: Bilingual<string> }[]
  /** 3–5 benefits. */
  benefits: { title: Bilingual<string>; text: Bilingual<string> }[]
  /** 3–4 questions specific to the service. */
  faqs: { question: Bilingual<string>; answer: Bilingual<string> }[]
}

export type SeedPage = {
  slug: 'about' | 'article' | 'privacy-policy' | 'terms-and-conditions'
  title: Bilingual<string>
  /** Meta description, ≤ 160 characters. */
  description: Bilingual<string>
  body: Bilingual<Block[]>
}
