import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The worker thread's script: `src/features/cv/reader/worker.ts` and the site's modules it uses, bundled by esbuild
 * into `.build/` (packages stay in node_modules, which Node finds from there). `npm run build` writes
 * `.build/cv-reader.mjs` (scripts/build-cv-reader.ts), which a production server uses as it is; anywhere else (dev,
 * tests, a start without it) the first read bundles it once per process, under a name made from its content, so
 * processes sharing the folder never read each other's half-written file; copies older than a day are removed when
 * a new one is written.
 */
export const READER_DIR = path.resolve(process.cwd(), '.build')
export const BUILT_READER = path.join(READER_DIR, 'cv-reader.mjs')
const ENTRY = path.resolve(process.cwd(), 'src/features/cv/reader/worker.ts')

export async function bundleReader(outfile?: string): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.contents
  const file = outfile ?? path.join(READER_DIR, `cv-reader-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  if (outfile || !existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.tmp`
    writeFileSync(partial, code)
    renameSync(partial, file)
    if (!outfile) removeOldCopies(file)
  }
  return file
}

/** A day after it was written, a content-named copy no running process started from is left to its own age. */
const OLD_COPY_MS = 24 * 60 * 60 * 1000

/** Removes the content-named copies older than a day. */
function removeOldCopies(current: string, now = Date.now()) {
  for (const name of readdirSync(READER_DIR)) {
    const file = path.join(READER_DIR, name)
    if (file === current || !/^cv-reader-[0-9a-f]{16}\.mjs$/.test(name)) continue
    try {
      if (now - statSync(file).mtimeMs > OLD_COPY_MS) unlinkSync(file)
    } catch {
      // Gone already, or removed by another process at the same moment.
    }
  }
}

let script: Promise<string> | null = null

/** The script a worker runs: the built one in production, else bundled now (once per process). */
export function readerScript(): Promise<string> {
  if (process.env.CV_READER_SCRIPT) return Promise.resolve(process.env.CV_READER_SCRIPT)
  if (process.env.NODE_ENV === 'production' && existsSync(BUILT_READER)) return Promise.resolve(BUILT_READER)
  script ??= bundleReader().catch((error: unknown) => {
    script = null
    throw error
  })
  // A process that runs for days may find its copy removed by a younger one (removeOldCopies): bundle it again.
  return script.then((file) => {
    if (existsSync(file)) return file
    script = null
    return readerScript()
  })
}
