import type { Field, TextField } from 'payload'

import { CACHE_TAGS } from '@/lib/cacheTags'
import { expireTags } from '@/lib/revalidate'

export const label = (en: string, ar: string) => ({ en, ar })

/**
 * A select's (or radio's) options: each value with its label as [English, Arabic], in the order written, or in the
 * order of `values` when the values are a constant list (the labels must then name each of them). Values are never
 * integer-like strings (an object would list those first).
 */
export function choices<V extends string>(labels: Record<V, [string, string]>, values: readonly V[] = Object.keys(labels) as V[]) {
  return values.map((value) => {
    const [en, ar]: [string, string] = labels[value]
    return { value, label: label(en, ar) }
  })
}

/** afterChange and afterDelete hooks that expire the public content pages (the `content` cache tag). */
export const contentHooks = () => ({ afterChange: [expireTags(CACHE_TAGS.content)], afterDelete: [expireTags(CACHE_TAGS.content)] })

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Readable, stable URL key: lower-case letters, digits and dashes, unique. Numeric ids still resolve. */
export function slugField(overrides: Partial<TextField> = {}): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 80,
    label: label('URL key', 'المعرّف في الرابط'),
    admin: {
      position: 'sidebar',
      description: label(
        'Lower-case letters, digits and dashes, e.g. writing-a-gulf-cv',
        'أحرف إنجليزية صغيرة وأرقام وشرطات، مثل writing-a-gulf-cv',
      ),
    },
    validate: (value: string | null | undefined) =>
      !value || (SLUG.test(value) && !/^\d+$/.test(value)) || 'Use lower-case letters, digits and dashes (not only digits)',
    ...overrides,
  } as Field
}

/** The URL key of a job filter value (industries, locations): lower-case letters, digits and dashes, unique. */
export const keySlugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: label('URL key', 'المعرّف في الرابط'),
  validate: (value: string | null | undefined) => !value || SLUG.test(value) || 'Lower-case letters, digits and dashes',
  admin: { position: 'sidebar' },
}

/** A localized image alt text is on the media itself; this is the upload field pointing at it. */
export const imageField = (name: string, en: string, ar: string, required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
  label: label(en, ar),
})

/** SEO description for lists and search results. */
export const excerptField = (name = 'excerpt', en = 'Summary', ar = 'الملخص', maxLength = 300): Field => ({
  name,
  type: 'textarea',
  localized: true,
  required: true,
  maxLength,
  label: label(en, ar),
})

/**
 * A document's own search and sharing text (spec §3), in both languages.
 * Empty fields fall back to the content (title, summary, cover image); a
 * staff SEO record for the same document, if any, still has the last word.
 */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: label('Search and sharing', 'البحث والمشاركة'),
  admin: {
    description: label(
      'Optional. Leave empty to use the title, summary and image above.',
      'اختياري. اتركه فارغًا لاستخدام العنوان والملخص والصورة أعلاه.',
    ),
  },
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70, label: label('Search title', 'العنوان في نتائج البحث') },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 170,
      label: label('Search description', 'الوصف في نتائج البحث'),
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: label('Sharing image', 'صورة المشاركة') },
    {
      name: 'noindex',
      type: 'checkbox',
      defaultValue: false,
      label: label('Hide from search engines', 'إخفاء عن محركات البحث'),
    },
  ],
}

/** A text in both languages: one line (`text`) or several (`textarea`), at most `maxLength` characters, required unless said. */
export const localizedText = (
  name: string,
  en: string,
  ar: string,
  maxLength: number,
  type: 'text' | 'textarea' = 'text',
  required = true,
): Field => ({ name, type, localized: true, required, maxLength, label: label(en, ar) }) as Field

/** A required rich text (the editor's document) in both languages. */
export const localizedRichText = (name: string, en: string, ar: string): Field => ({
  name,
  type: 'richText',
  localized: true,
  required: true,
  label: label(en, ar),
})
