import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cacheKeyPrefix } from '../../server/cacheHandler.mjs'
import MemoryCacheHandler, { memoryCacheState } from '../../server/memoryCacheHandler.mjs'

/**
 * Next.js's cache without Redis (server/memoryCacheHandler.mjs) and the Redis keys' origin (server/cacheHandler.mjs):
 * issue 26, finding 3. The handler is called as Next.js calls it (a new instance per request, the route-cache keys,
 * the values of a rendered page).
 */
const pageValue = (status: number, tags: string, size = 150 * 1024) => ({
  kind: 'APP_PAGE',
  html: `<!doctype html>${'x'.repeat(size)}`,
  rscData: Buffer.alloc(20 * 1024),
  headers: { 'x-next-cache-tags': tags },
  status,
  segmentData: new Map([['/_tree', Buffer.alloc(1024)]]),
})
const key = (route: string, path: string) => `/route-cache/APP_PAGE/${route}/$${path}`
const handler = (maxMemoryCacheSize = 4 * 1024 * 1024, serverDistDir = '/nonexistent') =>
  new MemoryCacheHandler({ maxMemoryCacheSize, serverDistDir, flushToDisk: true })

describe('the page cache without Redis', () => {
  it('keeps a rendered page, not the not-found answer of a dynamic route', async () => {
    const found = key('blogs', '/en/blogs/hello')
    const missing = key('blogs', '/en/blogs/nope-1')
    await handler().set(found, pageValue(200, '_N_T_/en/blogs/hello,content'), { cacheControl: { revalidate: 3600 } })
    await handler().set(missing, pageValue(404, '_N_T_/en/blogs/nope-1,content'), { cacheControl: { revalidate: 3600 } })
    expect((await handler().get(found, { kind: 'APP_PAGE' }))?.value).toMatchObject({ status: 200 })
    expect(await handler().get(missing, { kind: 'APP_PAGE' })).toBeNull()
  })

  it('writes nothing to disk, and stays within its byte limit however many pages are drawn', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'next-cache-'))
    try {
      for (let i = 0; i < 200; i++) {
        await handler(2 * 1024 * 1024, folder).set(key('search', `/en/jobs/search/q${i}`), pageValue(200, 'jobs'), {
          cacheControl: { revalidate: 3600 },
        })
      }
      expect(await readdir(folder, { recursive: true })).toEqual([])
      const state = memoryCacheState()
      expect(state.bytes).toBeLessThanOrEqual(2 * 1024 * 1024)
      expect(state.count).toBeGreaterThan(5)
      expect(state.count).toBeLessThan(200)
      // The newest page is still there, the oldest went first.
      expect(await handler(2 * 1024 * 1024, folder).get(key('search', '/en/jobs/search/q199'), { kind: 'APP_PAGE' })).not.toBeNull()
      expect(await handler(2 * 1024 * 1024, folder).get(key('search', '/en/jobs/search/q0'), { kind: 'APP_PAGE' })).toBeNull()
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('expires pages and cached queries by tag, as staff edits revalidate them', async () => {
    const faq = key('faq', '/en/faq')
    const job = key('jobs', '/en/jobs/1')
    await handler().set(faq, pageValue(200, '_N_T_/en/faq,content'), { cacheControl: { revalidate: 3600 } })
    await handler().set(job, pageValue(200, '_N_T_/en/jobs/1,jobs'), { cacheControl: { revalidate: 3600 } })
    const query = 'a1b2c3'
    await handler().set(
      query,
      { kind: 'FETCH', data: { body: '[]', headers: {}, status: 200, url: '' }, revalidate: 3600 },
      {
        fetchCache: true,
        tags: ['content'],
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 5))

    await handler().revalidateTag(['content'], { expire: 0 })
    expect(await handler().get(faq, { kind: 'APP_PAGE' })).toBeNull()
    expect(await handler().get(query, { kind: 'FETCH', tags: ['content'] })).toBeNull()
    expect(await handler().get(job, { kind: 'APP_PAGE' })).not.toBeNull()
    // Drawn again after the edit: kept.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler().set(faq, pageValue(200, '_N_T_/en/faq,content'), { cacheControl: { revalidate: 3600 } })
    expect(await handler().get(faq, { kind: 'APP_PAGE' })).not.toBeNull()
  })
})

describe('the shared cache in Redis', () => {
  it('keys entries by the public origin, so another SERVER_URL on the same Redis never reads them', () => {
    const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv
    const site = cacheKeyPrefix(env({ SERVER_URL: 'https://jobs.example.com/' }))
    expect(site).toBe('site:cache:https%3A%2F%2Fjobs.example.com:')
    expect(cacheKeyPrefix(env({ SERVER_URL: 'https://staging.example.com' }))).not.toBe(site)
    expect(cacheKeyPrefix(env({ SERVER_URL: 'https://jobs.example.com', REDIS_CACHE_PREFIX: 'a:' }))).toBe(
      'a:https%3A%2F%2Fjobs.example.com:',
    )
    expect(cacheKeyPrefix(env({ SERVER_URL: 'http://[::1]:3000' }))).not.toMatch(/[*?[\]]/)
  })
})
