import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionBeforeDeleteHook, Payload, Where } from 'payload'

import { afterTransaction } from '@/lib/db/transactionEvents'

/**
 * Upload files go only once their deletion has committed (docs/PRIVACY.md). Payload unlinks a document's files
 * inside the delete's transaction, before its row is gone: when the transaction then rolls back (a candidate's
 * deletion that fails half-way, a crash) the row stays and its CV is lost. So, as the last `beforeDelete` hook,
 * the files are moved aside into the folder's `.deleting/` (Payload then finds nothing to unlink), and put back if
 * the transaction rolls back or removed once it has committed. Files a crash left aside are put back, or removed
 * if their row has gone, when the server next starts (`settlePendingDeletions`). Payload serves files only by the
 * name a document holds, so nothing aside can be downloaded.
 */
const PENDING = '.deleting'

type UploadDoc = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | null> | null }

const filesOf = (doc: UploadDoc) =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string => Boolean(name))

function inside(dir: string, name: string): string {
  const file = path.resolve(dir, name)
  if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error(`A stored file name leaves its folder: ${name}`)
  return file
}

export function deleteFilesAfterCommit(staticDir: string): CollectionBeforeDeleteHook {
  return async ({ id, req, collection }) => {
    const doc = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: id } }, req })) as UploadDoc | null
    if (!doc) return
    const aside = path.join(staticDir, PENDING)
    await mkdir(aside, { recursive: true })
    const moved: string[] = []
    for (const name of filesOf(doc)) {
      try {
        await rename(inside(staticDir, name), inside(aside, name))
        moved.push(name)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
    await afterTransaction(req, {
      committed: () => Promise.all(moved.map((name) => rm(inside(aside, name), { force: true }))),
      rolledBack: () => Promise.all(moved.map((name) => rename(inside(aside, name), inside(staticDir, name)))),
    })
  }
}

/**
 * After a crash: files left aside longer than `olderThanMs` go back when a document still names them, and are
 * removed when none does.
 */
export async function settlePendingDeletions(payload: Payload, { olderThanMs = 10 * 60_000 } = {}): Promise<void> {
  for (const collection of payload.config.collections) {
    const upload = typeof collection.upload === 'object' ? collection.upload : null
    if (!upload?.staticDir) continue
    const aside = path.join(upload.staticDir, PENDING)
    const names = await readdir(aside).catch(() => [] as string[])
    for (const name of names) {
      const file = inside(aside, name)
      const stats = await stat(file).catch(() => null)
      if (!stats?.isFile() || Date.now() - stats.ctimeMs < olderThanMs) continue
      const named: Where[] = [
        { filename: { equals: name } },
        ...(upload.imageSizes ?? []).map((size) => ({ [`sizes.${size.name}.filename`]: { equals: name } })),
      ]
      const owner = await payload.db.findOne({ collection: collection.slug, where: { or: named } })
      if (owner) await rename(file, inside(upload.staticDir, name))
      else await rm(file, { force: true })
    }
  }
}
