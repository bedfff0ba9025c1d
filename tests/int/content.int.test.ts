import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { blocksToRichText } from '@/seed/content'

import { graphql, rest, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

let payload: Payload
let draftId: number
let publishedId: number
const context = { disableRevalidate: true }

async function postData(slug: string, title: string) {
  const [category] = (await payload.find({ collection: 'blog-categories', limit: 1 })).docs
  const [author] = (await payload.find({ collection: 'team-members', limit: 1 })).docs
  const [cover] = (await payload.find({ collection: 'media', limit: 1 })).docs
  return {
    slug,
    title,
    excerpt: 'An excerpt.',
    body: blocksToRichText([{ p: 'word '.repeat(650) }]),
    category: category!.id,
    author: author!.id,
    cover: cover!.id,
    publishedAt: new Date().toISOString(),
  }
}

type Docs = { docs: { id: number; title: string; slug: string }[] }

describe('drafts of public content', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const draft = await payload.create({
      collection: 'posts',
      locale: 'en',
      context,
      draft: true,
      data: { ...(await postData('secret-draft-post', 'Secret draft')), _status: 'draft' },
    })
    draftId = draft.id
    const published = await payload.create({
      collection: 'posts',
      locale: 'en',
      context,
      data: { ...(await postData('published-then-edited', 'Published title')), _status: 'published' },
    })
    publishedId = published.id
    // A later edit saved as a draft must not reach the public until it is published.
    await payload.update({
      collection: 'posts',
      id: publishedId,
      locale: 'en',
      context,
      draft: true,
      data: { title: 'Unpublished change' },
    })
  })

  it('are not listed or readable over REST by the public, also with draft=true', async () => {
    const list = (await (await rest('GET', '/posts?limit=100&depth=0&draft=true')).json()) as Docs
    expect(list.docs.map((doc) => doc.slug)).not.toContain('secret-draft-post')
    expect(list.docs.map((doc) => doc.title)).not.toContain('Unpublished change')
    expect(list.docs.length).toBeGreaterThanOrEqual(14)
    expect([403, 404]).toContain((await rest('GET', `/posts/${draftId}`)).status)
    expect([403, 404]).toContain((await rest('GET', `/posts/${draftId}?draft=true`)).status)
  })

  it('show the public the published version, not a newer draft', async () => {
    for (const query of ['', '?draft=true']) {
      const response = await rest('GET', `/posts/${publishedId}${query}`)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { title: string }).title).toBe('Published title')
    }
    const versions = await rest('GET', `/posts/versions?where[parent][equals]=${publishedId}`)
    expect([401, 403]).toContain(versions.status)
  })

  it('are not readable over GraphQL by the public', async () => {
    const list = await graphql<{ Posts: { docs: { slug: string; title: string }[] } }>(`
      {
        Posts(limit: 100, draft: true) {
          docs {
            slug
            title
          }
        }
      }
    `)
    expect(list.data?.Posts.docs.map((doc) => doc.slug)).not.toContain('secret-draft-post')
    expect(list.data?.Posts.docs.map((doc) => doc.title)).not.toContain('Unpublished change')
    const plain = await graphql<{ Posts: { docs: { slug: string; title: string }[] } }>(`
      {
        Posts(limit: 100) {
          docs {
            slug
            title
          }
        }
      }
    `)
    expect(plain.data?.Posts.docs.find((doc) => doc.slug === 'published-then-edited')?.title).toBe('Published title')
    const one = await graphql<{ Post: { title: string } | null }>(`{ Post(id: ${draftId}, draft: true) { title } }`)
    expect(one.data?.Post ?? null).toBeNull()
  })

  it('are not found through the Local API as a visitor (what the pages use)', async () => {
    const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: 'secret-draft-post' } }, overrideAccess: false })
    expect(docs).toHaveLength(0)
  })

  it('are visible to staff, who can preview them', async () => {
    const headers = await signIn(ADMIN.email, ADMIN.password)
    const response = await rest('GET', `/posts/${publishedId}?draft=true`, { headers })
    expect(((await response.json()) as { title: string }).title).toBe('Unpublished change')
    expect((await rest('GET', `/posts/${draftId}`, { headers })).status).toBe(200)
  })

  it('apply to pages, services and assessments too', async () => {
    const page = await payload
      .create({
        collection: 'pages',
        locale: 'en',
        context,
        draft: true,
        data: { slug: 'article', title: 'never', description: 'x', body: blocksToRichText([{ p: 'x' }]), _status: 'draft' },
      })
      .catch(() => null)
    // `article` exists already and is unique: the draft update path is what matters.
    const article = (await payload.find({ collection: 'pages', where: { slug: { equals: 'article' } }, overrideAccess: true })).docs[0]!
    await payload.update({
      collection: 'pages',
      id: article.id,
      locale: 'en',
      context,
      draft: true,
      data: { title: 'Draft article title' },
    })
    const response = await rest('GET', `/pages/${article.id}?draft=true&locale=en`)
    expect(((await response.json()) as { title: string }).title).not.toBe('Draft article title')
    expect(page).toBeNull()
    for (const collection of ['services', 'assessments']) {
      const body = (await (await rest('GET', `/${collection}?limit=50&depth=0`)).json()) as { docs: { _status: string }[] }
      expect(body.docs.length).toBeGreaterThan(0)
      expect(body.docs.every((doc) => doc._status === 'published')).toBe(true)
    }
  })
})

describe('content rules', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('counts reading time from the body when saved', async () => {
    const post = await payload.findByID({ collection: 'posts', id: publishedId, locale: 'en', draft: false, overrideAccess: true })
    expect(post.readingTime).toBe(3) // 650 words at 200 a minute
  })

  it('refuse slugs that are not lower-case words, or only digits (ids resolve on their own)', async () => {
    const headers = await signIn(ADMIN.email, ADMIN.password)
    for (const slug of ['Has Spaces', '123', 'UPPER']) {
      const response = await rest('POST', '/blog-categories', { headers, body: { name: 'x', slug } })
      expect(response.status, slug).toBe(400)
    }
  })

  it('is written by editors, not by recruiters or visitors', async () => {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'recruiter-content@example.com', password: 'recruiter content pw', roles: ['recruiter'] },
    })
    const recruiter = await signIn('recruiter-content@example.com', 'recruiter content pw')
    expect((await rest('POST', '/faqs', { headers: recruiter, body: { question: 'x' } })).status).toBe(403)
    expect((await rest('POST', '/faqs', { body: { question: 'x' } })).status).toBe(403)
    expect((await rest('POST', '/globals/home', { body: { layout: [] } })).status).toBe(403)
  })

  it('has every seeded item in Arabic too', async () => {
    for (const [collection, field] of [
      ['posts', 'title'],
      ['faqs', 'question'],
      ['services', 'title'],
      ['team-members', 'name'],
      ['partners', 'name'],
      ['assessments', 'title'],
      ['pages', 'title'],
      ['testimonials', 'quote'],
    ] as const) {
      const { docs } = await payload.find({ collection, locale: 'ar', fallbackLocale: false, limit: 200, depth: 0 })
      const seeded = docs.filter((doc) => !['secret-draft-post', 'published-then-edited'].includes((doc as { slug?: string }).slug ?? ''))
      expect(seeded.length, collection).toBeGreaterThan(0)
      for (const doc of seeded)
        expect((doc as unknown as Record<string, unknown>)[field], `${collection} ${doc.id}`).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('a missing media file is a 404, not a 500', async () => {
    expect((await rest('GET', '/media/file/no-such-file.webp')).status).toBe(404)
  })
})

describe('contact messages', () => {
  it('cannot be created, listed or read by the public through REST or GraphQL', async () => {
    payload = await getTestPayload()
    expect((await rest('POST', '/contact-submissions', { body: { name: 'x', email: 'x@example.com' } })).status).toBe(403)
    expect((await rest('GET', '/contact-submissions')).status).toBe(403)
    const result = await graphql(`
      {
        ContactSubmissions {
          docs {
            email
          }
        }
      }
    `)
    expect(result.errors?.[0]?.message).toMatch(/not allowed/i)
    const subjects = (await (await rest('GET', '/contact-subjects?locale=ar')).json()) as { docs: { name: string }[] }
    expect(subjects.docs.length).toBeGreaterThanOrEqual(6)
    expect(subjects.docs[0]!.name).toMatch(/[\u0600-\u06FF]/)
  })
})
