import { APIError, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '@/access/isAdmin'
import { readPlacementFiles } from '@/access/placements'
import { detectInWorker } from '@/features/cv/reader'
import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { consumeRateLimit, RateLimitedError } from '@/lib/rateLimit'
import { localFolder } from '@/lib/storage'

import { keepAsDetected, serveAsAttachment } from '../CandidateFiles/fileChecks'
import { label } from '../shared/content'
import { adminView, hiddenFrom, names, setByServer } from '../shared/config'
import { deleteFilesAfterCommit } from '../shared/fileDeletion'

/** The largest signed agreement taken (a scanned contract of a few dozen pages). */
export const AGREEMENT_FILE_MAX_BYTES = 10 * 1024 * 1024
const MIME_TYPES = ['application/pdf']
const dir = localFolder('fee-agreement-files')

/**
 * Every upload, by whoever may make one (admins; access refuses the rest next): the file itself (never a URL for
 * the server to fetch), within the size limit, and a real PDF by its bytes, read by the CV reader's worker with its
 * time and memory limits (features/cv/reader) and stored as pdf-lib wrote it again, under a name the server makes.
 * The original name, cleaned, stays in `originalName`.
 */
const prepareUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  if (!isAdminUser(req.user)) return args
  const t = translator(adminLocale(req.i18n), 'Placements')
  const file = req.file
  if (!file) {
    if (operation === 'create') throw new APIError(req.t('error:noFilesUploaded'), 400, undefined, true)
    return args
  }
  if (file.size > AGREEMENT_FILE_MAX_BYTES) throw new APIError(t('errors.fileTooBig'), 413, undefined, true)
  try {
    await consumeRateLimit('upload', `users:${req.user?.id}`)
  } catch (error) {
    if (error instanceof RateLimitedError) throw new APIError(t('errors.fileRateLimited'), 429, undefined, true)
    throw error
  }
  const detected = await detectInWorker(file.data, MIME_TYPES)
  if (!detected) throw new APIError(t('errors.fileType'), 400, undefined, true)
  keepAsDetected(req, file, detected)
  return args
}

const keepOriginalName: CollectionBeforeValidateHook = ({ data, req }) =>
  data && typeof req.context.originalName === 'string' ? { ...data, originalName: req.context.originalName } : data

/**
 * Signed fee agreements (issue 31): the PDF a client signed, attached to its fee agreement (`signedAgreement`).
 * Private to staff who handle placements: admins upload, change and remove them; admins and recruiters read and
 * download them (the `/api/fee-agreement-files/file/<name>` URL included, which Payload checks against `read`);
 * editors, candidates, client contacts and visitors never.
 */
export const FeeAgreementFiles: CollectionConfig = {
  slug: 'fee-agreement-files',
  labels: names(['Signed agreement', 'اتفاقية موقّعة'], ['Signed agreements', 'الاتفاقيات الموقّعة']),
  admin: adminView('placements', 'originalName', ['originalName', 'createdAt'], { hidden: hiddenFrom.nonRecruiters }),
  access: { read: readPlacementFiles, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeOperation: [prepareUpload],
    beforeValidate: [keepOriginalName],
    beforeDelete: [deleteFilesAfterCommit(dir)],
  },
  upload: {
    mimeTypes: MIME_TYPES,
    staticDir: dir,
    // Downloads only, never shown inline, never cached (CandidateFiles/fileChecks.ts).
    handlers: [serveAsAttachment('fee-agreement-files')],
  },
  fields: [
    {
      name: 'originalName',
      type: 'text',
      maxLength: 200,
      label: label('File name', 'اسم الملف'),
      ...setByServer(),
    },
    { name: 'note', type: 'text', maxLength: 200, label: label('Note', 'ملاحظة') },
  ],
}
