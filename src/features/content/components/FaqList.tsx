import { RichText } from '@/components/ui/RichText'

import type { FaqWithCategory } from '../queries'

/** Questions as native disclosure widgets: keyboard and screen-reader friendly, no client JavaScript. */
export function FaqList({ faqs }: { faqs: FaqWithCategory[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {faqs.map((faq) => (
        <details key={faq.id} className="group p-4" data-testid="faq">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <span aria-hidden="true" className="mt-0.5 text-xl leading-none text-brand-700 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <RichText data={faq.answer} className="mt-3 text-sm text-ink" />
        </details>
      ))}
    </div>
  )
}
