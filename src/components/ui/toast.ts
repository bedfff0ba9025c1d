/**
 * The site's one toast API. Toasts render through sonner, which is loaded
 * the first time a toast is shown (ToastHost), so pages that show none ship
 * none of it. Default duration 5000 ms; the spec's short toasts pass theirs.
 */
export type ToastOptions = {
  type?: 'success' | 'error' | 'info'
  /** In ms; Infinity keeps it until the visitor acts. */
  duration?: number
  /** A button in the toast (e.g. Refresh). */
  action?: { label: string; onClick: () => void }
  /** A toast with the same id replaces the earlier one instead of stacking. */
  id?: string
}
export type ToastEvent = CustomEvent<{ message: string } & ToastOptions>

export const TOAST_EVENT = 'app:toast'

type ToastWindow = Window & { __toastQueue?: ToastEvent['detail'][]; __toastHost?: boolean }

/** Toasts asked for before the host has mounted wait in a queue it drains. */
export function notify(message: string, options: ToastOptions = {}): void {
  const w = window as ToastWindow
  const detail = { message, ...options }
  if (!w.__toastHost) {
    ;(w.__toastQueue ??= []).push(detail)
    return
  }
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }))
}

/** For ToastHost: marks it mounted and hands over what was queued. */
export function claimToastQueue(): ToastEvent['detail'][] {
  const w = window as ToastWindow
  w.__toastHost = true
  return (w.__toastQueue ?? []).splice(0)
}
