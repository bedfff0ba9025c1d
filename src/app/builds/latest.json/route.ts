import { readFile } from 'node:fs/promises'
import path from 'node:path'

export const dynamic = 'force-dynamic'

/**
 * The live build's id (spec §7 "Build check"), read from the BUILD_ID file
 * Next writes at build time, so each server answers for the build it runs
 * and a deploy changes the answer. Never cached.
 */
export async function GET() {
  const id = await readFile(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').then(
    (text) => text.trim(),
    () => 'development',
  )
  return Response.json({ id }, { headers: { 'Cache-Control': 'no-store, max-age=0' } })
}
