import { beforeAll, describe, expect, it } from 'vitest'

import { graphql, rest, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

type Settings = { siteName: string; contact: { phones: { label: string; number: string }[]; addresses: { city: string }[] } }

describe('site settings in both languages', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('are public over REST, in English and in Arabic', async () => {
    const en = await rest('GET', '/globals/site-settings?locale=en')
    const ar = await rest('GET', '/globals/site-settings?locale=ar')
    expect(en.status).toBe(200)
    expect(ar.status).toBe(200)
    const english = (await en.json()) as Settings
    const arabic = (await ar.json()) as Settings
    expect(english.siteName).toBe('Nukhba Talent')
    expect(arabic.siteName).toBe('نخبة للتوظيف')
    expect(arabic.contact.addresses.map((a) => a.city)).toEqual(['الرياض', 'دبي'])
    // Numbers are shared; only labels are translated.
    expect(arabic.contact.phones.map((p) => p.number)).toEqual(english.contact.phones.map((p) => p.number))
  })

  it('are readable over GraphQL in Arabic', async () => {
    const result = await graphql<{ SiteSetting: { siteName: string } }>('query { SiteSetting(locale: ar) { siteName } }')
    expect(result.errors).toBeUndefined()
    expect(result.data?.SiteSetting.siteName).toBe('نخبة للتوظيف')
  })

  it('cannot be changed by a visitor', async () => {
    const response = await rest('POST', '/globals/site-settings', { body: { siteName: 'Hacked' } })
    expect(response.status).toBe(403)
    const after = (await (await rest('GET', '/globals/site-settings?locale=en')).json()) as Settings
    expect(after.siteName).toBe('Nukhba Talent')
  })

  it('can be changed by an editor, not by a recruiter', async () => {
    const payload = await getTestPayload()
    for (const role of ['editor', 'recruiter'] as const) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `${role}-settings@example.com`, password: 'a long enough password', roles: [role] },
      })
    }
    const recruiter = await signIn('recruiter-settings@example.com', 'a long enough password')
    const refused = await rest('POST', '/globals/site-settings?locale=en', { body: { siteName: 'Recruiter edit' }, headers: recruiter })
    expect(refused.status).toBe(403)

    const editor = await signIn('editor-settings@example.com', 'a long enough password')
    const accepted = await rest('POST', '/globals/site-settings?locale=en', { body: { siteName: 'Nukhba Talent Edited' }, headers: editor })
    expect(accepted.status).toBe(200)
    const after = (await (await rest('GET', '/globals/site-settings?locale=en')).json()) as Settings
    expect(after.siteName).toBe('Nukhba Talent Edited')
    const arabic = (await (await rest('GET', '/globals/site-settings?locale=ar')).json()) as Settings
    expect(arabic.siteName).toBe('نخبة للتوظيف')

    // Put it back for the other tests.
    const admin = await signIn(ADMIN.email, ADMIN.password)
    await rest('POST', '/globals/site-settings?locale=en', { body: { siteName: 'Nukhba Talent' }, headers: admin })
  })
})
