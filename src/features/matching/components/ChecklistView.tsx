import type { ChecklistView as View } from '../checklistText'

const mark = { meets: '✓', fails: '✗', unknown: '?' } as const
const tone = { meets: 'text-emerald-800', fails: 'text-red-700', unknown: 'text-amber-800' } as const
const verdictTone = { ok: 'text-emerald-800', warn: 'text-amber-800', stop: 'text-red-700' } as const

/** The checklist before Apply, drawn from plain data (on the apply page by the server, on the job page in the browser). */
export function ChecklistView({ view }: { view: View }) {
  return (
    <section aria-labelledby="checklist-title" className="mt-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="job-checklist">
      <h2 id="checklist-title" className="font-semibold text-brand-900">
        {view.title}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {view.items.map((item) => (
          <li key={item.kind} className="flex gap-2" data-testid="checklist-item" data-kind={item.kind} data-state={item.state}>
            <span aria-hidden="true" className={`font-bold ${tone[item.state]}`}>
              {mark[item.state]}
            </span>
            <span>
              <span className="block">{item.text}</span>
              <span className={`block ${tone[item.state]}`}>{item.stateText}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={`mt-3 text-sm ${verdictTone[view.verdictTone]}`} data-testid="checklist-verdict">
        {view.verdict}
      </p>
      {view.fill ? (
        <a href={view.fill.href} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline" data-testid="checklist-fill">
          {view.fill.text}
        </a>
      ) : null}
    </section>
  )
}
