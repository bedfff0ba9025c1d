/// <reference lib="webworker" />

/**
 * Web push in the service worker (features/notify): the sender's payload (`PushPayload`: title, body, url, lang,
 * dir, tag) shown as a notification in the person's language and direction; a tap opens (or focuses) the page it
 * links to, on this site only.
 */
export type PushMessage = { title?: string; body?: string; url?: string; lang?: string; dir?: 'ltr' | 'rtl' | 'auto'; tag?: string }

/** The page a notification opens: its own link when it is on this site, else the home page in its language. */
export function notificationTarget(origin: string, message: PushMessage): string {
  const home = `${origin}/${message.lang === 'ar' ? 'ar' : 'en'}`
  try {
    const url = new URL(message.url ?? '', origin)
    return url.origin === origin ? url.href : home
  } catch {
    return home
  }
}

export function notificationOptions(origin: string, message: PushMessage): NotificationOptions & { title: string } {
  return {
    title: message.title || '',
    body: message.body ?? '',
    lang: message.lang === 'ar' ? 'ar' : 'en',
    dir: message.dir === 'rtl' ? 'rtl' : message.dir === 'ltr' ? 'ltr' : 'auto',
    tag: message.tag,
    icon: '/icons/icon-192.png',
    data: { url: notificationTarget(origin, message) },
  }
}

export function addPushListeners(self: ServiceWorkerGlobalScope) {
  self.addEventListener('push', (event) => {
    let message: PushMessage = {}
    try {
      message = (event.data?.json() as PushMessage) ?? {}
    } catch {
      message = { body: event.data?.text() }
    }
    const { title, ...options } = notificationOptions(self.location.origin, message)
    event.waitUntil(self.registration.showNotification(title, options))
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const target = String((event.notification.data as { url?: string } | null)?.url ?? self.location.origin)
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => w.url === target)
        return open ? open.focus() : self.clients.openWindow(target)
      }),
    )
  })
}
