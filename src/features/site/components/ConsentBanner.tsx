export type ConsentText = { title: string; body: string; accept: string; decline: string; privacy: string; saved: string }

const button =
  'min-h-9 rounded-md border border-brand-700 bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4 sm:py-2'

/**
 * The cookie banner (spec §4), a server component: it is in every page's
 * HTML and paints with the page, shown by CSS only while html[data-consent]
 * is "none" or the visitor reopened it. Its buttons work through the inline
 * CONSENT_SCRIPT (consent.ts), so they answer from the first paint and ship
 * no JavaScript of their own. Accept and Decline are equal buttons. On a phone it is one line (the title and
 * the privacy link, the explanation from `sm` up) and the two buttons, and the page gets room below its content
 * (globals.css) so that nothing, Apply included, stays hidden under it.
 */
export function ConsentBanner({ privacyHref, text }: { privacyHref: string; text: ConsentText }) {
  return (
    <section
      role="region"
      aria-label={text.title}
      className="consent-banner fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-3 py-2 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:p-4"
      data-testid="consent-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-row items-center justify-between gap-2 sm:gap-3">
        <p className="min-w-0 text-xs text-ink sm:text-sm">
          <strong className="font-semibold">{text.title}</strong> <span className="hidden sm:inline">{text.body}</span>{' '}
          <a href={privacyHref} className="font-semibold text-brand-700 underline">
            {text.privacy}
          </a>
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" data-consent-choice="accepted" data-consent-saved={text.saved} className={button}>
            {text.accept}
          </button>
          <button type="button" data-consent-choice="declined" data-consent-saved={text.saved} className={button}>
            {text.decline}
          </button>
        </div>
      </div>
    </section>
  )
}
