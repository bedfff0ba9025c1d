import { beforeAll, describe, expect, it } from 'vitest'

import { rest, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

type Result = { results: { _source: Record<string, unknown> }[]; total: number }

describe('SEO records and the read API (spec §7)', () => {
  beforeAll(async () => {
    await getTestPayload()
    const headers = await signIn(ADMIN.email, ADMIN.password)
    // The seed made a record for the job list; staff write its title and description.
    const seeded = (await (await rest('GET', '/seo-metadata?where[uniqueComponentName][equals]=jobs')).json()) as { docs: { id: number }[] }
    const id = seeded.docs[0]!.id
    const created = await rest('PATCH', `/seo-metadata/${id}?locale=en`, {
      headers,
      body: {
        metaTag: {
          title: 'Jobs in Riyadh and Dubai',
          description: 'Open roles across the Gulf.',
          keywords: [{ keyword: 'jobs' }, { keyword: 'Gulf' }],
          robots: 'index, follow',
        },
      },
    })
    expect(created.status).toBe(200)
    const arabic = await rest('PATCH', `/seo-metadata/${id}?locale=ar`, {
      headers,
      body: { metaTag: { title: 'وظائف في الرياض ودبي', description: 'وظائف شاغرة في دول الخليج.', keywords: [{ keyword: 'وظائف' }] } },
    })
    expect(arabic.status).toBe(200)
    expect((await rest('POST', '/seo-metadata', { body: { uniqueComponentName: 'x' } })).status).toBe(403)
  })

  it('has records for the main pages in both languages on a fresh install', async () => {
    const all = (await (
      await rest('GET', '/elasticsearch?index=metatags&searchValue=*&fields=uniqueComponentName,en,ar&size=100')
    ).json()) as Result
    const keys = all.results.map((r) => r._source.uniqueComponentName)
    expect(keys).toEqual(expect.arrayContaining(['home', 'jobs', 'about', 'services', 'blogs', 'faq', 'contact-us']))
    const home = all.results.find((r) => r._source.uniqueComponentName === 'home')!._source as Record<
      'en' | 'ar',
      { keywords: { keyword: string }[] }
    >
    expect(home.en.keywords.map((k) => k.keyword)).toContain('recruitment agency')
    expect(home.ar.keywords.map((k) => k.keyword)).toContain('شركة توظيف')
  })

  it('answers the three query variants with the requested fields', async () => {
    const all = (await (
      await rest(
        'GET',
        '/elasticsearch?index=metatags&searchValue=&fields=metaTag,en,ar,uniqueComponentName,objectID&page=1&size=100&cacheBuster=1',
      )
    ).json()) as Result
    const record = all.results.find((r) => r._source.uniqueComponentName === 'jobs')!
    expect(record._source).toMatchObject({
      uniqueComponentName: 'jobs',
      objectID: null,
      metaTag: { title: 'Jobs in Riyadh and Dubai', robots: 'index, follow' },
      en: {
        title: 'Jobs in Riyadh and Dubai',
        description: 'Open roles across the Gulf.',
        keywords: [{ keyword: 'jobs' }, { keyword: 'Gulf' }],
      },
      ar: { title: 'وظائف في الرياض ودبي', description: 'وظائف شاغرة في دول الخليج.', keywords: [{ keyword: 'وظائف' }] },
    })

    const star = (await (
      await rest('GET', '/elasticsearch?index=metatags&searchValue=*&fields=uniqueComponentName,metaTag&page=1&size=100')
    ).json()) as Result
    expect(Object.keys(star.results[0]!._source).sort()).toEqual(['metaTag', 'uniqueComponentName'])
    expect(star.total).toBe(all.total)

    const one = (await (await rest('GET', '/elasticsearch?index=metatags&searchValue=jobs&fields=en,ar&page=1&size=100')).json()) as Result
    expect(one.results).toHaveLength(1)
    expect(Object.keys(one.results[0]!._source).sort()).toEqual(['ar', 'en'])
  })

  it('refuses bad parameters with a clear 400', async () => {
    const cases: [string, string][] = [
      ['index=pages', 'index must be "metatags"'],
      ['index=metatags&size=500', 'size must be a whole number from 1 to 100'],
      ['index=metatags&page=0', 'page must be a whole number from 1'],
      ['index=metatags&fields=password', 'fields must be a comma-separated list'],
    ]
    for (const [query, message] of cases) {
      const response = await rest('GET', `/elasticsearch?${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: string }).error).toContain(message)
    }
  })
})
