import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { dataExportEndpoints } from '@/features/privacy/endpoints'
import { names, writtenByServer } from '../shared/config'

/**
 * "Download my data" requests (docs/PRIVACY.md): a one-time download for the candidate who asked, by a token of
 * which only the hash is kept, that expires. Written and read only by the site's own code (features/privacy): no
 * one reads or changes these rows through the API. The download itself is `GET /api/data-exports/download/:token`.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  labels: names(['Data export', 'تصدير بيانات'], ['Data exports', 'عمليات تصدير البيانات']),
  admin: { hidden: true },
  access: writtenByServer(nobody),
  endpoints: dataExportEndpoints,
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'candidates', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'downloadedAt', type: 'date' },
  ],
}
