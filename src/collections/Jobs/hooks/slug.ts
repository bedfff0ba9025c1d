import type { CollectionBeforeChangeHook } from 'payload'

/** `Senior Accountant` + `NT-1001` → `senior-accountant-nt-1001`; stable once set. */
export function jobSlug(title: string, referenceCode: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  const ref = referenceCode.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return words ? `${words}-${ref}` : ref
}

/** Sets the slug from the English title and reference code when it is empty. */
export const setSlug: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (data.slug || originalDoc?.slug) return data
  const englishTitle = req.locale === 'en' || !req.locale ? data.title : undefined
  return { ...data, slug: jobSlug(String(englishTitle ?? ''), String(data.referenceCode ?? '')) }
}
