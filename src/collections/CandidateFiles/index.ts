import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { cvsOfOwnJobsOrOwner } from '@/access/candidateCvs'
import { candidateOnly, isCandidate, recruiterOrOwner } from '@/access/candidates'
import { isAdminUser } from '@/access/isAdmin'
import { isRecruiterUser, recruiterField } from '@/access/isRecruiter'
import { nobody } from '@/access/nobody'
import { READ_STATES } from '@/features/cv/read'
import { detectInWorker } from '@/features/cv/reader'
import { CV_MAX_BYTES, CV_MIME_TYPES, PICTURE_MAX_BYTES, PICTURE_MIME_TYPES } from '@/features/accounts/constants'
import { consumeRateLimit, RateLimitedError } from '@/lib/rateLimit'
import { localFolder } from '@/lib/storage'

import { label } from '../shared/content'
import { deleteFilesAfterCommit } from '../shared/fileDeletion'
import { tidyApplicationCvs } from './applicationCvs'
import { markUnread, readAfterUpload } from './cvText'
import { pictureWithinBounds } from './pictures'
import { keepAsDetected, serveAsAttachment } from './fileChecks'
import { translator } from '@/i18n/messages'
import { names, setByServer } from '../shared/config'

/**
 * Files a candidate uploads: the profile picture and the CV. Private: only
 * the owner and recruiters/admins can read them, on every path (REST,
 * GraphQL, the /file/ download URL, which Payload checks against `read`).
 * Uploading one replaces the candidate's previous one.
 */
type Kind = {
  slug: 'candidate-pictures' | 'candidate-cvs'
  field: 'profilePic' | 'cv'
  maxBytes: number
  mimeTypes: readonly string[]
  dir: string
}

/**
 * Size limit, the type read from the bytes (fileChecks.ts), and a server-made stored name with the extension of
 * that type (the original name, cleaned, stays in `originalName` and is not guessable in URLs).
 */
function prepareUpload(kind: Kind): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    // Only candidates upload (access refuses the others next), so nobody else gets a file parsed.
    if (!isCandidate(req.user)) return args
    // The file itself, never a URL for the server to fetch (Payload would download `url` into a new document,
    // unchecked and unbounded).
    if (!file) {
      if (operation === 'create') throw new APIError(req.t('error:noFilesUploaded'), 400, undefined, true)
      return args
    }
    if (file.size > kind.maxBytes) throw new APIError(translator(req.locale, 'Profile')('fileTooBig'), 413, undefined, true)
    try {
      await consumeRateLimit('upload', `candidates:${req.user.id}`)
    } catch (error) {
      if (error instanceof RateLimitedError)
        throw new APIError(translator(req.locale, 'Profile')('uploadRateLimited'), 429, undefined, true)
      throw error
    }
    // Read off the request's thread, with a time and memory limit (features/cv/reader): a crafted file never holds
    // the server.
    const detected = await detectInWorker(file.data, kind.mimeTypes)
    if (!detected) throw new APIError(translator(req.locale, 'Profile')('fileWrongType'), 400, undefined, true)
    if (kind.slug === 'candidate-pictures' && !(await pictureWithinBounds(detected.data)))
      throw new APIError(translator(req.locale, 'Profile')('pictureTooLarge'), 400, undefined, true)
    keepAsDetected(req, file, detected)
    return args
  }
}

const setOwner: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  if (!isCandidate(req.user)) throw new APIError('Only candidates upload their own files.', 403, undefined, true)
  return { ...data, owner: req.user.id, originalName: (req.context.originalName as string | undefined) ?? data.filename }
}

/** Applications keep the CV they were sent with, whatever happens to the profile's. */
async function usedByApplications(req: PayloadRequest, cvId: number | string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({ collection: 'applications', where: { cv: { equals: cvId } }, overrideAccess: true, req })
  return totalDocs > 0
}

function attachToProfile(kind: Kind): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    // A CV uploaded for one application only leaves the profile as it is.
    if (doc.purpose === 'application') return doc
    const ownerId = typeof doc.owner === 'object' ? doc.owner.id : doc.owner
    const owner = await req.payload.findByID({ collection: 'candidates', id: ownerId, depth: 0, req, overrideAccess: true })
    const previous = owner[kind.field] as number | { id: number } | null | undefined
    await req.payload.update({ collection: 'candidates', id: ownerId, data: { [kind.field]: doc.id }, req, overrideAccess: true, depth: 0 })
    const previousId = typeof previous === 'object' && previous ? previous.id : previous
    if (previousId && previousId !== doc.id && !(kind.slug === 'candidate-cvs' && (await usedByApplications(req, previousId)))) {
      await req.payload.delete({ collection: kind.slug, id: previousId, req, overrideAccess: true, context: { replaced: true } })
    }
    return doc
  }
}

/** A CV sent with an application stays for the recruiters: the candidate can only take it off the profile. */
const keepApplicationCvs: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (isAdminUser(req.user) || req.context.deletingCandidate) return
  if (await usedByApplications(req, id)) {
    throw new APIError(translator(req.locale, 'Profile')('cvKeptForApplications'), 409, undefined, true)
  }
}

function detachFromProfile(kind: Kind): CollectionAfterDeleteHook {
  return async ({ doc, req }) => {
    if (req.context.replaced || req.context.deletingCandidate) return doc
    const ownerId = typeof doc.owner === 'object' ? doc.owner.id : doc.owner
    const owner = await req.payload.findByID({
      collection: 'candidates',
      id: ownerId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    const current = owner?.[kind.field]
    const currentId = typeof current === 'object' && current ? current.id : current
    if (owner && currentId === doc.id) {
      await req.payload.update({ collection: 'candidates', id: ownerId, data: { [kind.field]: null }, req, overrideAccess: true, depth: 0 })
    }
    return doc
  }
}

function candidateFiles(
  kind: Kind,
  config: Pick<CollectionConfig, 'labels' | 'upload'> & {
    extraFields?: CollectionConfig['fields']
    read?: Access
    beforeChange?: CollectionBeforeChangeHook[]
    afterChange?: CollectionAfterChangeHook[]
  },
): CollectionConfig {
  const read = config.read ?? recruiterOrOwner
  const upload = typeof config.upload === 'object' ? config.upload : {}
  return {
    slug: kind.slug,
    labels: config.labels,
    admin: {
      group: label('Recruitment', 'التوظيف'),
      hidden: ({ user }) => !isRecruiterUser(user),
      defaultColumns: ['originalName', 'owner', 'createdAt'],
      useAsTitle: 'originalName',
    },
    access: { read, create: candidateOnly, update: nobody, delete: read },
    hooks: {
      beforeOperation: [prepareUpload(kind)],
      beforeValidate: [setOwner],
      beforeChange: config.beforeChange ?? [],
      // Unused "for this application only" CVs: at most 5 per account, a day at most (applicationCvs.ts).
      afterChange: [attachToProfile(kind), ...(kind.slug === 'candidate-cvs' ? [tidyApplicationCvs] : []), ...(config.afterChange ?? [])],
      // The files go once the deletion has committed (last, after any refusal).
      beforeDelete: [...(kind.slug === 'candidate-cvs' ? [keepApplicationCvs] : []), deleteFilesAfterCommit(kind.dir)],
      afterDelete: [detachFromProfile(kind)],
    },
    upload: {
      ...upload,
      staticDir: kind.dir,
      // Downloads only, never shown inline, never cached (fileChecks.ts); Payload checks `read` access first.
      handlers: [serveAsAttachment(kind.slug)],
    },
    fields: [
      {
        name: 'owner',
        type: 'relationship',
        relationTo: 'candidates',
        required: true,
        index: true,
        label: label('Candidate', 'المرشّح'),
        access: { update: nobody },
        admin: { readOnly: true },
      },
      { name: 'originalName', type: 'text', maxLength: 200, label: label('File name', 'اسم الملف'), admin: { readOnly: true } },
      ...(config.extraFields ?? []),
    ],
  }
}

export const CandidatePictures = candidateFiles(
  {
    slug: 'candidate-pictures',
    field: 'profilePic',
    maxBytes: PICTURE_MAX_BYTES,
    mimeTypes: PICTURE_MIME_TYPES,
    dir: localFolder('candidate-pictures'),
  },
  {
    labels: names(['Candidate picture', 'صورة مرشّح'], ['Candidate pictures', 'صور المرشّحين']),
    upload: {
      mimeTypes: PICTURE_MIME_TYPES,
      // Cropped to a centred square and re-encoded (which also drops EXIF, GPS included).
      resizeOptions: { width: 512, height: 512, fit: 'cover', position: 'centre', withoutEnlargement: false },
      formatOptions: { format: 'webp', options: { quality: 82 } },
      imageSizes: [{ name: 'thumb', width: 128, height: 128, fit: 'cover', position: 'centre', formatOptions: { format: 'webp' } }],
    },
    extraFields: [{ name: 'alt', type: 'text', maxLength: 200, label: label('Alternative text', 'النص البديل') }],
  },
)

export const CandidateCvs = candidateFiles(
  { slug: 'candidate-cvs', field: 'cv', maxBytes: CV_MAX_BYTES, mimeTypes: CV_MIME_TYPES, dir: localFolder('candidate-cvs') },
  {
    labels: names(['CV', 'سيرة ذاتية'], ['CVs', 'السير الذاتية']),
    upload: { mimeTypes: CV_MIME_TYPES },
    // Recruiters read the CVs of their own jobs' applications only (issue 19).
    read: cvsOfOwnJobsOrOwner,
    beforeChange: [markUnread],
    afterChange: [readAfterUpload],
    extraFields: [
      {
        name: 'purpose',
        type: 'select',
        options: ['profile', 'application'],
        defaultValue: 'profile',
        label: label('Uploaded for', 'رُفعت من أجل'),
        access: { update: nobody },
        admin: { readOnly: true },
      },
      {
        // The jobs this CV was sent to: their owners may read it (access/candidateCvs.ts). Set by applications.
        name: 'jobs',
        type: 'relationship',
        relationTo: 'jobs',
        hasMany: true,
        label: label('Sent with applications to', 'أُرسلت مع طلبات إلى'),
        access: { read: recruiterField, create: nobody, update: nobody },
        admin: { readOnly: true },
      },
      {
        // Whether the CV's text has been read yet (features/cv/read.ts): reading happens after the upload answers.
        name: 'readState',
        type: 'select',
        options: [...READ_STATES],
        label: label('Text read', 'قراءة النص'),
        ...setByServer(),
      },
      {
        // The CV's text, one line per line, read after upload (features/cv/read.ts), for the recruiters' search.
        name: 'extractedText',
        type: 'textarea',
        label: label('Text of the CV', 'نص السيرة الذاتية'),
        access: { read: recruiterField, create: nobody, update: nobody },
        admin: { readOnly: true, condition: () => false },
      },
    ],
  },
)
