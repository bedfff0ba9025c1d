import 'server-only'

import { draftMode } from 'next/headers'
import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Where } from 'payload'

import { CACHE_TAGS } from '@/lib/cacheTags'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type {
  Assessment,
  BlogCategory,
  Faq,
  FaqCategory,
  Home,
  Media,
  Page,
  Partner,
  Post,
  Service,
  TeamMember,
  Testimonial,
} from '@/payload-types'
import { bySlugOrId } from '@/lib/bySlugOrId'

/**
 * Cached reads for the public content pages. Everything is tagged `content`
 * and expired by the collections' hooks when staff save, publish or delete.
 * Reads go through the collections' access rules as an anonymous visitor
 * (`overrideAccess: false`), so drafts never reach a public page. In draft
 * mode (a staff preview, see app/next/preview) the newest draft is read
 * instead, uncached.
 */
// Hourly as a safety net: a visit that lands while a save is still committing
// could cache the previous version until the next expiry.
const cacheOptions = { tags: [CACHE_TAGS.content], revalidate: 3600 }

export const POSTS_PER_PAGE = 9

export type PostWithRelations = Omit<Post, 'cover' | 'author' | 'category'> & { cover: Media; author: TeamMember; category: BlogCategory }
export type FaqWithCategory = Omit<Faq, 'category'> & { category: FaqCategory }

async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

async function findOne<T>(collection: CollectionSlug, locale: Locale, where: Where, depth: number, draft: boolean): Promise<T | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, locale, where, depth, limit: 1, draft, overrideAccess: draft, pagination: false })
  return (docs[0] as T | undefined) ?? null
}

/** One document by slug or id: cached for visitors, the latest draft for a staff preview. */
async function one<T>(collection: CollectionSlug, locale: Locale, where: Where, key: string, depth = 1): Promise<T | null> {
  if (await isPreview()) return findOne<T>(collection, locale, where, depth, true)
  return unstable_cache(() => findOne<T>(collection, locale, where, depth, false), [collection, locale, key, String(depth)], cacheOptions)()
}

function many<T>(
  collection: CollectionSlug,
  locale: Locale,
  key: string,
  options: { where?: Where; sort?: string; limit?: number; page?: number; depth?: number } = {},
) {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection,
        locale,
        where: options.where,
        sort: options.sort,
        limit: options.limit ?? 100,
        page: options.page ?? 1,
        depth: options.depth ?? 0,
        overrideAccess: false,
      })
      return { docs: result.docs as T[], totalDocs: result.totalDocs, totalPages: Math.max(1, result.totalPages), page: result.page ?? 1 }
    },
    [collection, locale, key, JSON.stringify(options)],
    cacheOptions,
  )()
}

export const getPage = (locale: Locale, slug: string) => one<Page>('pages', locale, { slug: { equals: slug } }, slug, 0)

export const getServices = async (locale: Locale) => (await many<Service>('services', locale, 'all', { sort: 'order' })).docs
export const getService = (locale: Locale, slug: string) => one<Service>('services', locale, { slug: { equals: slug } }, slug, 0)

export const getBlogCategories = async (locale: Locale) =>
  (await many<BlogCategory>('blog-categories', locale, 'all', { sort: 'name' })).docs
export const getBlogCategory = (locale: Locale, slugOrId: string) =>
  one<BlogCategory>('blog-categories', locale, bySlugOrId(slugOrId), slugOrId, 0)

export const getPosts = (locale: Locale, page: number, categoryId?: number, limit = POSTS_PER_PAGE) =>
  many<PostWithRelations>('posts', locale, 'list', {
    where: categoryId ? { category: { equals: categoryId } } : undefined,
    sort: '-publishedAt',
    limit,
    page,
    depth: 1,
  })
export const getPost = (locale: Locale, slugOrId: string) => one<PostWithRelations>('posts', locale, bySlugOrId(slugOrId), slugOrId, 1)
export const getRelatedPosts = async (locale: Locale, post: PostWithRelations, limit = 3) =>
  (
    await many<PostWithRelations>('posts', locale, 'related', {
      where: { and: [{ category: { equals: post.category.id } }, { id: { not_equals: post.id } }] },
      sort: '-publishedAt',
      limit,
      depth: 1,
    })
  ).docs

export const getFaqCategories = async (locale: Locale) => (await many<FaqCategory>('faq-categories', locale, 'all', { sort: 'order' })).docs
export const getFaqCategory = (locale: Locale, slugOrId: string) =>
  one<FaqCategory>('faq-categories', locale, bySlugOrId(slugOrId), slugOrId, 0)
export const getFaqs = async (locale: Locale, categoryId?: number) =>
  (
    await many<FaqWithCategory>('faqs', locale, 'list', {
      where: categoryId ? { category: { equals: categoryId } } : undefined,
      sort: 'order',
      limit: 500,
      depth: 1,
    })
  ).docs

export const getAssessments = async (locale: Locale) => (await many<Assessment>('assessments', locale, 'all', { sort: 'order' })).docs
export const getAssessment = (locale: Locale, slugOrId: string) => one<Assessment>('assessments', locale, bySlugOrId(slugOrId), slugOrId, 0)

export const getPartners = async (locale: Locale) =>
  (await many<Partner & { logo: Media }>('partners', locale, 'all', { sort: 'order', depth: 1 })).docs
export const getPartner = (locale: Locale, slugOrId: string) =>
  one<Partner & { logo: Media }>('partners', locale, bySlugOrId(slugOrId), slugOrId, 1)

export const getTeam = async (locale: Locale) =>
  (await many<TeamMember & { photo: Media }>('team-members', locale, 'all', { sort: 'order', depth: 1 })).docs
export const getMember = (locale: Locale, slugOrId: string) =>
  one<TeamMember & { photo: Media }>('team-members', locale, bySlugOrId(slugOrId), slugOrId, 1)

export const getTestimonials = async (locale: Locale, limit: number) =>
  (await many<Testimonial>('testimonials', locale, 'home', { sort: 'order', limit })).docs

export const getHome = (locale: Locale): Promise<Home> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug: 'home', locale, depth: 0, overrideAccess: false })
    },
    ['home', locale],
    cacheOptions,
  )()

export const getContactSubjects = async (locale: Locale) =>
  (await many<{ id: number; name: string }>('contact-subjects', locale, 'all', { sort: 'order' })).docs.map(({ id, name }) => ({
    id,
    name,
  }))
