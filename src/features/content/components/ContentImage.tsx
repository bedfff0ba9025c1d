import Image from 'next/image'

import type { Media } from '@/payload-types'

type Props = { media: Media | number | null | undefined; sizes: string; className?: string; priority?: boolean }

/** Payload gives absolute URLs (with the server URL); the image pipeline takes this site's files by path. */
const pathOf = (url: string) => (url.startsWith('/') ? url : new URL(url).pathname)

/**
 * An uploaded image through Next's image pipeline, with its stored width and
 * height (no layout shift) and the alt text of the page's language.
 */
export function ContentImage({ media, sizes, className, priority = false }: Props) {
  if (!media || typeof media === 'number' || !media.url || !media.width || !media.height) return null
  return (
    <Image
      src={pathOf(media.url)}
      alt={media.alt}
      width={media.width}
      height={media.height}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  )
}
