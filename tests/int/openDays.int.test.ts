import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedOpenDays } from '@/seed/content/openDays'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'

let payload: Payload
const made: number[] = []

describe('open days', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const past = await payload.create({
      collection: 'open-days',
      locale: 'en',
      overrideAccess: true,
      data: { title: 'Last year', summary: 'Over.', city: 'Riyadh', venue: 'Office', startsAt: '2020-01-01T09:00:00.000Z' },
    })
    made.push(past.id)
    await seedOpenDays(payload, new Date('2030-01-01T00:00:00.000Z'))
  })

  afterAll(async () => {
    await payload.delete({ collection: 'open-days', where: {}, overrideAccess: true })
  })

  it('are readable by visitors in both languages, soonest first', async () => {
    const en = await rest('GET', '/open-days?sort=startsAt&locale=en&where[startsAt][greater_than]=2029-12-31T00:00:00.000Z')
    const ar = await rest('GET', '/open-days?sort=startsAt&locale=ar&where[startsAt][greater_than]=2029-12-31T00:00:00.000Z')
    expect(en.status).toBe(200)
    const enDocs = ((await en.json()) as { docs: { title: string; city: string }[] }).docs
    const arDocs = ((await ar.json()) as { docs: { title: string; city: string }[] }).docs
    expect(enDocs.map((doc) => doc.city)).toEqual(['Riyadh', 'Jeddah', 'Dubai'])
    expect(arDocs.map((doc) => doc.city)).toEqual(['الرياض', 'جدة', 'دبي'])
  })

  it('cannot be written by a visitor', async () => {
    const created = await rest('POST', '/open-days', {
      body: { title: 'Mine', summary: 'x', city: 'x', venue: 'x', startsAt: '2031-01-01T00:00:00.000Z' },
    })
    expect(created.status).toBe(403)
    const changed = await rest('PATCH', `/open-days/${made[0]}`, { body: { title: 'Changed' } })
    expect(changed.status).toBe(403)
  })

  it('refuse a registration link that is not https', async () => {
    await expect(
      payload.create({
        collection: 'open-days',
        overrideAccess: true,
        data: {
          title: 'x',
          summary: 'x',
          city: 'x',
          venue: 'x',
          startsAt: '2031-01-01T00:00:00.000Z',
          registrationUrl: 'javascript:alert(1)',
        },
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
