import { env } from '@/lib/env'

import { inspectPath, type HeadFacts } from './inspect'

/** The sample page the head test pages read (the jobs list), in both languages. */
const SAMPLE_PATHS = ['/en/jobs', '/ar/jobs']

/** A diagnostics page: one part of the sample page's served head, per language. */
export async function SampleHeadReport({ title, pick }: { title: string; pick: (facts: HeadFacts) => unknown }) {
  const pages = await Promise.all(SAMPLE_PATHS.map(async (path) => ({ path, facts: await inspectPath(env.serverUrl, path) })))
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8" dir="ltr">
      <h1 className="text-2xl font-bold">{title}</h1>
      {pages.map(({ path, facts }) => (
        <section key={path} className="mt-6">
          <h2 className="font-mono font-semibold">{path}</h2>
          <pre className="mt-2 rounded bg-slate-50 p-4 text-sm">{JSON.stringify(pick(facts), null, 2)}</pre>
        </section>
      ))}
    </div>
  )
}
