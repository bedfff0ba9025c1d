'use client'

import { useEffect } from 'react'

/**
 * The share list's two enhancements, on plain markup the server drew (nothing of it is rendered here):
 * - "Copy link" copies the address and says so for two seconds (without scripts it is a link to the page itself);
 * - with the Web Share API (phones, some desktops), the hidden "Share…" item appears and opens the system sheet.
 */
export function ShareEnhancer({ listId, url, title, copied }: { listId: string; url: string; title: string; copied: string }) {
  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list) return
    const copy = list.querySelector<HTMLAnchorElement>('[data-copy-link]')
    const label = copy?.querySelector('span')
    const original = label?.textContent ?? ''
    let timer: ReturnType<typeof setTimeout> | undefined
    const onCopy = (event: MouseEvent) => {
      if (!navigator.clipboard) return
      event.preventDefault()
      void navigator.clipboard.writeText(url).then(() => {
        if (!label) return
        label.textContent = copied
        clearTimeout(timer)
        timer = setTimeout(() => (label.textContent = original), 2000)
      })
    }
    copy?.addEventListener('click', onCopy)

    const native = list.querySelector<HTMLElement>('[data-share-native]')
    const button = native?.querySelector('button')
    const data = { title, url }
    const onShare = () => void navigator.share(data).catch(() => undefined)
    const canShare = typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)
    if (native && button && canShare) {
      native.hidden = false
      button.addEventListener('click', onShare)
    }
    return () => {
      copy?.removeEventListener('click', onCopy)
      button?.removeEventListener('click', onShare)
      clearTimeout(timer)
    }
  }, [listId, url, title, copied])
  return null
}
