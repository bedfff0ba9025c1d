import type { CollectionSlug, Payload } from 'payload'

import { bulletList, heading, paragraph, richText } from '../richText'
import type { Bilingual, Block } from './types'

/** The seed writes outside a Next.js server: nothing cached to expire. */
export const context = { disableRevalidate: true }
export const DAY = 24 * 60 * 60 * 1000

/** `Block[]` → the rich-text editor's document. */
export function blocksToRichText(blocks: Block[]) {
  return richText(
    ...blocks.map((block) => {
      if ('p' in block) return paragraph(block.p)
      if ('h2' in block) return heading(block.h2, 'h2')
      if ('h3' in block) return heading(block.h3, 'h3')
      return bulletList(block.ul)
    }),
  )
}

/** Rows of a localized array keep their ids across languages: the Arabic update reuses them. */
export const withIds = <T extends object>(rows: { id?: string | null }[] | null | undefined, values: T[]) =>
  values.map((value, i) => ({ ...value, id: rows?.[i]?.id }))

/**
 * One document in both languages: created with its English fields (and those that are not localized), then its
 * Arabic fields written over the same document. `ar` may read the created document (array row ids).
 */
export async function createBilingual(
  payload: Payload,
  collection: CollectionSlug,
  en: Record<string, unknown>,
  ar: Record<string, unknown> | ((created: Record<string, unknown>) => Record<string, unknown>),
): Promise<number> {
  const doc = (await payload.create({ collection, locale: 'en', context, data: en as never })) as unknown as Record<string, unknown> & {
    id: number
  }
  await payload.update({ collection, id: doc.id, locale: 'ar', context, data: (typeof ar === 'function' ? ar(doc) : ar) as never })
  return doc.id
}

/** A WebP image in the media library, with its alt text in both languages. */
export async function image(payload: Payload, name: string, data: Buffer, alt: Bilingual<string>): Promise<number> {
  // A context of its own per upload: the storage plug-in keeps the file in it (lib/storage.ts), and a shared
  // object would hand the first image to every later upload.
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    context: { ...context },
    data: { alt: alt.en },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'ar', context: { ...context }, data: { alt: alt.ar } })
  return doc.id
}
