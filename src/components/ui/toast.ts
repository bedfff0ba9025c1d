/**
 * The site's one toast API. Toasts render through sonner, which is loaded
 * the first time a toast is shown (ToastHost), so pages that show none ship
 * none of it. Default duration 5000 ms; the spec's short toasts pass theirs.
 */
export type ToastOptions = { type?: 'success' | 'error' | 'info'; duration?: number }
export type ToastEvent = CustomEvent<{ message: string } & ToastOptions>

export const TOAST_EVENT = 'app:toast'

export function notify(message: string, options: ToastOptions = {}): void {
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message, ...options } }))
}
