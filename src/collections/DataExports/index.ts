import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { dataExportEndpoints } from '@/features/privacy/endpoints'

/**
 * "Download my data" requests (docs/PRIVACY.md): a one-time download for the candidate who asked, by a token of
 * which only the hash is kept, that expires. Written and read only by the site's own code (features/privacy): no
 * one reads or changes these rows through the API. The download itself is `GET /api/data-exports/download/:token`.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  labels: { singular: { en: 'Data export', ar: 'تصدير بيانات' }, plural: { en: 'Data exports', ar: 'عمليات تصدير البيانات' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  endpoints: dataExportEndpoints,
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'downloadedAt', type: 'date' },
  ],
}
