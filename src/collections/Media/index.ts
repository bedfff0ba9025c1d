import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { env } from '@/lib/env'

/**
 * Public images that staff upload for content (covers, logos, photos).
 * Files live outside public/ (UPLOAD_DIR) and are served through Payload,
 * which checks `read` access on every download.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { en: 'Image', ar: 'صورة' },
    plural: { en: 'Images', ar: 'الصور' },
  },
  admin: { group: { en: 'Content', ar: 'المحتوى' } },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: path.join(env.uploadDir, 'media'),
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
