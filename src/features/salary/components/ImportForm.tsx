'use client'

import { useState } from 'react'

import type { Messages } from 'next-intl'

type ImportMessages = Messages['Salary']['import']
type Problem = { row: number; column: string; where: string; message: string }
type Answer = { ok: boolean; message: string; problems: Problem[]; moreMessage?: string }

/**
 * The admin's import form: the file and the round's name posted to /api/salary/import; the answer is the outcome,
 * or every problem, row and column named, in a table staff can work through. Sentences come from the server in
 * the admin's language.
 */
export function ImportForm({ messages }: { messages: ImportMessages }) {
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [busy, setBusy] = useState(false)

  /** Posts to the endpoint and shows its answer; after a success the page reloads with the new figures. */
  async function post(url: string, body?: FormData) {
    setBusy(true)
    setAnswer(null)
    try {
      const response = await fetch(url, { method: 'POST', body, credentials: 'include' })
      const answered = (await response.json().catch(() => null)) as Answer | null
      setAnswer(answered ?? { ok: false, message: messages.failed, problems: [] })
      if (answered?.ok) window.setTimeout(() => window.location.reload(), 1500)
    } catch {
      setAnswer({ ok: false, message: messages.failed, problems: [] })
    } finally {
      setBusy(false)
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    // Payload's multipart reader takes the file, and the other fields as JSON in `_payload`.
    const body = new FormData()
    body.append('file', fields.get('file') as Blob)
    body.append('_payload', JSON.stringify({ name: fields.get('name') }))
    await post('/api/salary/import', body)
  }

  async function refreshPlacements(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    await post('/api/salary/placements')
  }

  return (
    <section
      style={{
        marginBlockEnd: 'calc(var(--base) * 1.5)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
      }}
    >
      <h3 style={{ marginBlockStart: 0 }}>{messages.title}</h3>
      <p>{messages.help}</p>
      <p style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap' }}>
        <a href="/api/salary/template?format=xlsx" download>
          {messages.templateXlsx}
        </a>
        <a href="/api/salary/template?format=csv" download>
          {messages.templateCsv}
        </a>
      </p>
      {/* A POST to the import endpoint even before scripts run: the round's name never goes into a URL. */}
      <form
        method="post"
        action="/api/salary/import"
        encType="multipart/form-data"
        onSubmit={submit}
        style={{ display: 'grid', gap: 'calc(var(--base) / 2)', maxWidth: 520 }}
      >
        <label>
          {messages.name}
          <input name="name" required maxLength={120} style={{ display: 'block', width: '100%' }} />
        </label>
        <label>
          {messages.file}
          <input
            name="file"
            type="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
          {busy ? messages.working : messages.submit}
        </button>
      </form>
      <h4 style={{ marginBlockEnd: 0 }}>{messages.placements.title}</h4>
      <p>{messages.placements.help}</p>
      <form method="post" action="/api/salary/placements" onSubmit={refreshPlacements}>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy} data-testid="salary-placements-refresh">
          {messages.placements.submit}
        </button>
      </form>
      {answer ? (
        <div role={answer.ok ? 'status' : 'alert'} data-testid="salary-import-answer">
          <p>
            <strong>{answer.message}</strong>
          </p>
          {answer.problems.length ? (
            <table>
              <tbody>
                {answer.problems.map((p, i) => (
                  <tr key={i}>
                    <th scope="row" style={{ textAlign: 'start', paddingInlineEnd: 'var(--base)' }}>
                      {p.where}
                    </th>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {answer.moreMessage ? <p>{answer.moreMessage}</p> : null}
        </div>
      ) : null}
    </section>
  )
}
