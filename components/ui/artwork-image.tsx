import type { ComponentProps } from 'react'
import { artworkUrl } from '@/lib/artwork/artwork-url'

type ArtworkImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'srcSet' | 'sizes'
> & {
  /** The picture's path under public/, as in data/ ('/images/products/1.svg'). */
  src: string
  alt: string
  width: number
  height: number
  /** The page's main picture: fetched at once and first (React names it in the response as a preload). */
  priority?: boolean
}

/**
 * One of the shop's pictures (public/images) under the artwork's versioned URL (lib/artwork/artwork-url.ts),
 * cached as immutable: lazy unless asked for early, decoded off the main thread, with its intrinsic size so
 * the page keeps its place while it loads.
 *
 * A plain <img>, not next/image. The pictures are SVG drawings, the same file at every width, so the shop had
 * next/image's optimiser off (no srcset, one src) and used it only for those defaults. next/image is a client
 * component: every picture on a page was one more component to send, ship code for (about 4 KB of gzip on
 * every page) and hydrate. React still preloads an eager high-priority picture, as it did for next/image.
 */
export function ArtworkImage({
  src,
  alt,
  priority = false,
  loading,
  fetchPriority,
  ...props
}: ArtworkImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to optimise
    <img
      {...props}
      alt={alt}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : fetchPriority}
      decoding="async"
      // Last, so that a picture React creates in the browser already has loading="lazy" when it gets a URL.
      src={artworkUrl(src)}
    />
  )
}
