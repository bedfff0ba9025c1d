import type { Payload } from 'payload'

import { blogCategories, posts } from './blog'
import { coverImage } from './images'
import { blocksToRichText, createBilingual, DAY, image } from './shared'

/** The blog categories and posts of `blog.ts` (with cover images), by the team members who wrote them. */
export async function seedBlog(payload: Payload, teamIds: Record<string, number>, now: Date): Promise<void> {
  const categoryIds: Record<string, number> = {}
  for (const category of Object.values(blogCategories)) {
    categoryIds[category.slug] = await createBilingual(
      payload,
      'blog-categories',
      { slug: category.slug, name: category.name.en, description: category.description.en },
      { name: category.name.ar, description: category.description.ar },
    )
  }
  for (const post of posts) {
    const cover = await image(payload, `cover-${post.slug}`, await coverImage(post.slug), post.coverAlt)
    await createBilingual(
      payload,
      'posts',
      {
        _status: 'published',
        slug: post.slug,
        title: post.title.en,
        excerpt: post.excerpt.en,
        body: blocksToRichText(post.body.en),
        cover,
        category: categoryIds[post.category]!,
        author: teamIds[post.author]!,
        publishedAt: new Date(now.getTime() - post.publishedDaysAgo * DAY).toISOString(),
      },
      { _status: 'published', title: post.title.ar, excerpt: post.excerpt.ar, body: blocksToRichText(post.body.ar) },
    )
  }
}
