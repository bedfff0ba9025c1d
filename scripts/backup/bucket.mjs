/** The S3 side of backups: every object of the bucket to a folder, and back. */
import { createWriteStream, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { ensureDir } from './settings.mjs'

/** Types for files that come from a disk backup (a bucket backup notes each object's own). */
const TYPES = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** Downloads the bucket into `folder` (keys as paths); returns each key's content type. */
export async function downloadBucket({ bucket, config }, folder) {
  const client = new S3Client(config)
  const types = {}
  try {
    let token
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
      for (const { Key } of page.Contents ?? []) {
        if (!Key || Key.endsWith('/') || Key.split('/').includes('..')) continue
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
        const file = path.join(folder, Key)
        ensureDir(path.dirname(file))
        await pipeline(object.Body, createWriteStream(file))
        types[Key] = object.ContentType ?? 'application/octet-stream'
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } finally {
    client.destroy()
  }
  return types
}

/** Uploads every file under `folder` to the bucket (key = path), with the content types the backup noted. */
export async function uploadFolder({ bucket, config }, folder, types = {}) {
  const client = new S3Client(config)
  let count = 0
  try {
    const walk = (prefix) =>
      readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.posix.join(prefix, entry.name)) : [path.posix.join(prefix, entry.name)],
      )
    for (const key of walk('')) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: readFileSync(path.join(folder, key)),
          ContentType: types[key] ?? TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        }),
      )
      count += 1
    }
  } finally {
    client.destroy()
  }
  return count
}
