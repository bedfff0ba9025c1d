import { describe, expect, it } from 'vitest'

import { addPushListeners, notificationOptions, notificationTarget } from './push'

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

/** A stand-in for the worker's global scope: its listeners, the notifications it shows, the windows it opens. */
function fakeWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>()
  const shown: { title: string; options: NotificationOptions }[] = []
  const opened: string[] = []
  const self = {
    location: { origin: 'https://site.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  }
  addPushListeners(self as unknown as ServiceWorkerGlobalScope)
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve()
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) })
    await pending
  }
  return { shown, opened, dispatch }
}

describe("the service worker's listeners", () => {
  const reminder = {
    title: 'تذكير: مقابلتك لوظيفة مهندس موقع',
    body: 'مقابلتك لوظيفة مهندس موقع غدًا.',
    url: 'https://site.example/ar/profile/applications#interviews',
    lang: 'ar',
    dir: 'rtl',
    tag: 'interview:7:24h',
  }

  it('a push shows the Arabic notification right to left; a click opens its page', async () => {
    const worker = fakeWorker()
    await worker.dispatch('push', { data: { json: () => reminder, text: () => JSON.stringify(reminder) } })
    expect(worker.shown).toHaveLength(1)
    expect(worker.shown[0]!.title).toBe(reminder.title)
    expect(worker.shown[0]!.options).toMatchObject({
      body: reminder.body,
      lang: 'ar',
      dir: 'rtl',
      tag: reminder.tag,
      data: { url: reminder.url },
    })

    let closed = false
    await worker.dispatch('notificationclick', { notification: { close: () => (closed = true), data: worker.shown[0]!.options.data } })
    expect(closed).toBe(true)
    expect(worker.opened).toEqual([reminder.url])
  })

  it('a click focuses the page when it is already open, rather than opening it again', async () => {
    let focused = 0
    const worker = fakeWorker([{ url: reminder.url, focus: async () => focused++ }])
    await worker.dispatch('notificationclick', { notification: { close: () => undefined, data: { url: reminder.url } } })
    expect(focused).toBe(1)
    expect(worker.opened).toEqual([])
  })

  it('a push that is not JSON still shows its text', async () => {
    const worker = fakeWorker()
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON')
        },
        text: () => 'plain words',
      },
    })
    expect(worker.shown[0]!.options).toMatchObject({ body: 'plain words', dir: 'auto' })
  })
})
