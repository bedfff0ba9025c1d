import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, PayloadRequest, Plugin } from 'payload'

import { env } from './env'

/**
 * Where uploaded files live: folders under UPLOAD_DIR (the default), or, when S3_BUCKET is set, an S3-compatible
 * bucket (@payloadcms/storage-s3), so every instance sees every file. Each collection keeps its folder name as the
 * key prefix (`media/`, `candidate-cvs/`, `candidate-pictures/`), so moving from disk to a bucket is a copy of the
 * upload folder.
 *
 * The bucket stays private: files are always served through the site's `/api/<collection>/file/<name>` URLs, after
 * the collection's read access (media: anyone; CVs and pictures: the owner, recruiters and admins; signed fee agreements: admins and recruiters), never from a
 * bucket URL.
 */
export const uploadFolders = {
  media: 'media',
  'candidate-pictures': 'candidate-pictures',
  'candidate-cvs': 'candidate-cvs',
  'vacancy-attachments': 'vacancy-attachments',
  'fee-agreement-files': 'fee-agreement-files',
} as const
export type UploadCollection = keyof typeof uploadFolders

export const localFolder = (collection: UploadCollection) => path.join(env.uploadDir, uploadFolders[collection])

/** The S3 client settings (`forcePathStyle` for S3-compatible servers; checksums only where the API requires them). */
export function s3ClientConfig(): S3ClientConfig | null {
  if (!env.s3) return null
  return {
    endpoint: env.s3.endpoint,
    region: env.s3.region,
    credentials: env.s3.credentials,
    forcePathStyle: env.s3.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

let client: S3Client | null = null
const s3 = () => (client ??= new S3Client(s3ClientConfig() ?? {}))

/**
 * The storage plug-in. It is always installed, enabled only with S3_BUCKET, and always adds its two columns
 * (`prefix`, `_objectKey`), so the schema and the migrations are the same with or without a bucket.
 */
export function objectStorage(): Plugin {
  const config = s3ClientConfig()
  return s3Storage({
    enabled: Boolean(config),
    alwaysInsertFields: true,
    bucket: env.s3?.bucket ?? 'uploads',
    config: config ?? {},
    collections: Object.fromEntries(Object.entries(uploadFolders).map(([slug, prefix]) => [slug, { prefix }])),
  })
}

/** A stored file's bytes, from disk or the bucket; null when it is not there. */
export async function readStoredFile(
  req: PayloadRequest,
  collection: UploadCollection,
  doc: Record<string, unknown> | undefined,
  filename: string,
): Promise<{ body: ReadableStream; size: number } | null> {
  if (!env.s3) {
    const root = path.resolve(localFolder(collection))
    const file = path.resolve(root, filename)
    if (!file.startsWith(root + path.sep)) return null
    const stats = await stat(file).catch(() => null)
    if (!stats?.isFile()) return null
    return { body: Readable.toWeb(createReadStream(file)) as ReadableStream, size: stats.size }
  }
  const key = await getStorageFilePath({
    collection: req.payload.collections[collection].config as unknown as CollectionConfig,
    collectionPrefix: uploadFolders[collection],
    doc: doc as never,
    filename,
    req,
  })
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: env.s3.bucket, Key: key }), { abortSignal: req.signal })
    if (!object.Body) return null
    return { body: object.Body.transformToWebStream(), size: Number(object.ContentLength ?? 0) }
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
    if (name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404) return null
    throw error
  }
}

/** The bucket answers (readiness); true without a bucket. */
export async function storageReachable(signal?: AbortSignal): Promise<boolean> {
  if (!env.s3) return true
  await s3().send(new HeadBucketCommand({ Bucket: env.s3.bucket }), { abortSignal: signal })
  return true
}
