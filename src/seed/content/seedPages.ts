import type { Payload } from 'payload'

import { pages } from './pages'
import { blocksToRichText, createBilingual } from './shared'

/** The fixed-route pages of `pages.ts` (about, article, privacy policy, terms). */
export async function seedPages(payload: Payload): Promise<void> {
  for (const page of pages) {
    await createBilingual(
      payload,
      'pages',
      {
        _status: 'published',
        slug: page.slug,
        title: page.title.en,
        description: page.description.en,
        body: blocksToRichText(page.body.en),
      },
      { _status: 'published', title: page.title.ar, description: page.description.ar, body: blocksToRichText(page.body.ar) },
    )
  }
}
