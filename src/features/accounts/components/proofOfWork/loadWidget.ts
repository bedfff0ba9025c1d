import 'altcha/external'
import 'altcha/altcha.css'

/**
 * The ALTCHA widget (the `<altcha-widget>` element), loaded by `ProofOfWork` only once the server has asked for a
 * challenge: it is not part of the sign-in and sign-up pages' first load. `altcha/external` is the build without
 * inline workers and styles: the worker is a file of the site (`altchaWorker.ts`) and the styles come with this
 * chunk, so the CSP needs no `blob:` workers.
 *
 * `strings` are the widget's texts in the page's language (`Account.challenge` in the message files), registered
 * under that language, which the widget is told to use.
 */
export function loadWidget(language: string, strings: Record<string, string>): void {
  globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(new URL('./altchaWorker.ts', import.meta.url), { name: 'altcha' }))
  globalThis.$altcha.i18n.set(language, strings)
}
