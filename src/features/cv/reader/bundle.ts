import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The worker thread's script: `src/features/cv/reader/worker.ts` and the site's modules it uses, bundled by esbuild
 * into `.build/` (packages stay in node_modules, which Node finds from there). `npm run build` writes
 * `.build/cv-reader.mjs` (scripts/build-cv-reader.ts), which a production server uses as it is; anywhere else (dev,
 * tests, a start without it) the first read bundles it once per process, under a name made from its content, so
 * processes sharing the folder never read each other's half-written file.
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
  }
  return file
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
  return script
}
