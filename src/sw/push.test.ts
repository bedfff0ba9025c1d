import { describe, expect, it } from 'vitest'

import { notificationOptions, notificationTarget } from './push'

describe('the service worker shows a push', () => {
  it('in the message language and direction, opening its page on this site', () => {
    const shown = notificationOptions('https://site.example', {
      title: 'تذكير: مقابلتك لوظيفة مهندس موقع',
      body: 'مقابلتك غدًا',
      url: 'https://site.example/ar/profile/applications#interviews',
      lang: 'ar',
      dir: 'rtl',
      tag: 'interview:1',
    })
    expect(shown).toMatchObject({ title: 'تذكير: مقابلتك لوظيفة مهندس موقع', lang: 'ar', dir: 'rtl', tag: 'interview:1' })
    expect(shown.data).toEqual({ url: 'https://site.example/ar/profile/applications#interviews' })
  })

  it('never opens another site: a foreign or broken link opens the home page in the message language', () => {
    expect(notificationTarget('https://site.example', { url: 'https://evil.example/x', lang: 'ar' })).toBe('https://site.example/ar')
    expect(notificationTarget('https://site.example', { url: 'javascript:alert(1)', lang: 'en' })).toBe('https://site.example/en')
    expect(notificationTarget('https://site.example', { url: '/en/jobs' })).toBe('https://site.example/en/jobs')
  })
})
