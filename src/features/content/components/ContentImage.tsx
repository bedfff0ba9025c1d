import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Media } from '@/payload-types'

type Props = { media: Media | number | null | undefined; sizes: string; className?: string; priority?: boolean }

/** Payload gives absolute URLs (with the server URL); the image pipeline takes this site's files by path. */
const pathOf = (url: string) => (url.startsWith('/') ? url : new URL(url).pathname)

/**
 * An uploaded image through Next's image pipeline, with its stored width and
 * height (no layout shift) and the alt text of the page's language.
 *
 * A plain <img> with the pipeline's srcset (getImageProps), drawn on the server: next/image's own component
 * would ship 6 KB of client code to every page with a picture for nothing this site uses. A priority image is
 * preloaded from <head>, as next/image does.
 */
export function ContentImage({ media, sizes, className, priority = false }: Props) {
  if (!media || typeof media === 'number' || !media.url || !media.width || !media.height) return null
  const { props } = getImageProps({
    src: pathOf(media.url),
    alt: media.alt,
    width: media.width,
    height: media.height,
    sizes,
    className,
    priority,
  })
  if (priority && props.src) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's props, without its client component.
  return <img {...props} alt={props.alt} />
}
