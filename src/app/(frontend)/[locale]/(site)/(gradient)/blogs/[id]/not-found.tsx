import { blogNotFoundText } from '@/features/content/blogNotFound'
import { BlogNotFoundScreen } from '@/features/content/components/BlogNotFoundScreen'

/**
 * A missing, unpublished or deleted post (spec §8): "Blog not found", a way back to the blogs, status 404.
 * It reads no request locale (post pages are cached): the screen picks its language from the route. A page opened
 * in the browser gets the same screen from `page-not-found`, drawn on the server (server/errorPages.mjs).
 */
export default async function BlogNotFound() {
  return <BlogNotFoundScreen text={await blogNotFoundText()} />
}
