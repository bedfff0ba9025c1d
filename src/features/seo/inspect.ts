/** What a crawler reads in a page's <head>, from its served HTML (no JavaScript run). */
export type HeadFacts = {
  status: number
  title: string
  description: string | null
  canonical: string | null
  robots: string | null
  alternates: Record<string, string>
  jsonLd: unknown[]
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&') ?? null

export function readHead(status: number, html: string): HeadFacts {
  const tags = html.match(/<(meta|link)\b[^>]*>/g) ?? []
  const meta = (name: string) => attr(tags.find((t) => t.startsWith('<meta') && attr(t, 'name') === name) ?? '', 'content')
  const alternates: Record<string, string> = {}
  for (const t of tags) {
    if (t.startsWith('<link') && attr(t, 'rel') === 'alternate' && attr(t, 'hrefLang')) alternates[attr(t, 'hrefLang')!] = attr(t, 'href')!
  }
  const jsonLd: unknown[] = []
  for (const m of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
    try {
      jsonLd.push(JSON.parse(m[1]!))
    } catch {
      jsonLd.push({ error: 'Invalid JSON' })
    }
  }
  return {
    status,
    title: html.match(/<title>(.*?)<\/title>/)?.[1]?.replace(/&amp;/g, '&') ?? '',
    description: meta('description'),
    canonical: attr(tags.find((t) => t.startsWith('<link') && attr(t, 'rel') === 'canonical') ?? '', 'href'),
    robots: meta('robots'),
    alternates,
    jsonLd,
  }
}

export async function inspectPath(origin: string, path: string): Promise<HeadFacts> {
  const response = await fetch(new URL(path, origin), { redirect: 'manual', headers: { 'user-agent': 'nukhba-seo-check' } })
  return readHead(response.status, await response.text())
}

/** Problems a page's head has, in plain words (empty when it is fine). */
export function headProblems(origin: string, path: string, facts: HeadFacts, brand: string): string[] {
  const problems: string[] = []
  if (facts.status !== 200) problems.push(`status ${facts.status}`)
  if (!facts.title) problems.push('missing title')
  else {
    if (!facts.title.endsWith(` | ${brand}`)) problems.push('title without the brand template')
    if (facts.title.length > 70) problems.push(`title too long (${facts.title.length} characters)`)
  }
  if (!facts.description) problems.push('missing description')
  if (facts.canonical !== `${origin}${path}`) problems.push(`canonical points to ${facts.canonical ?? 'nothing'}`)
  for (const lang of ['en', 'ar', 'x-default']) if (!facts.alternates[lang]) problems.push(`missing ${lang} alternate`)
  if (facts.robots?.includes('noindex')) problems.push('noindex on a public page')
  return problems
}
