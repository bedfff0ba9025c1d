import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig, PayloadRequest } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { env } from '@/lib/env'
import { localFolder } from '@/lib/storage'

import { deleteFilesAfterCommit } from '../shared/fileDeletion'
import { managedBy } from '../shared/config'

/**
 * Public images that staff upload for content (covers, logos, photos).
 * Files live outside public/ (UPLOAD_DIR, or the bucket: lib/storage.ts) and
 * are served through Payload, which checks `read` access on every download.
 */
const staticDir = localFolder('media')

/**
 * An unknown file name is a 404 (Payload's own fallback answers 500 when the
 * file is not on disk). Other requests fall through to Payload, which
 * resolves and serves the file (from the bucket, the storage plug-in's
 * handler, which answers 404 itself).
 */
function missingFileIs404(
  _req: PayloadRequest,
  { params }: { params: { filename: string } },
): Promise<Response> | Promise<void> | Response {
  const file = path.resolve(staticDir, params.filename)
  if (!file.startsWith(path.resolve(staticDir) + path.sep))
    return Response.json({ errors: [{ message: 'Invalid filename.' }] }, { status: 400 })
  if (env.s3) return Promise.resolve()
  // Resolves to undefined (let Payload serve the file) or to the 404 response.
  return stat(file).then(
    () => undefined,
    () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
  ) as Promise<void>
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { en: 'Image', ar: 'صورة' },
    plural: { en: 'Images', ar: 'الصور' },
  },
  admin: { group: { en: 'Content', ar: 'المحتوى' } },
  access: managedBy(isEditor, anyone),
  // The files go once the deletion has committed.
  hooks: { beforeDelete: [deleteFilesAfterCommit(staticDir)] },
  upload: {
    staticDir,
    handlers: [missingFileIs404],
    // SVG is left out on purpose: it can carry script.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { en: 'Alternative text', ar: 'النص البديل' },
      localized: true,
      required: true,
      maxLength: 200,
    },
  ],
}
