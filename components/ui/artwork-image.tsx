import Image, { type ImageProps } from 'next/image'
import { artworkUrl } from '@/lib/artwork/artwork-url'

type ArtworkImageProps = Omit<ImageProps, 'src' | 'sizes' | 'unoptimized' | 'loader'> & { src: string }

/**
 * One of the shop's pictures (public/images): next/image's lazy loading, intrinsic size and fetch priority,
 * under the artwork's versioned URL (lib/artwork/artwork-url.ts), cached as immutable.
 *
 * The pictures are SVG drawings, the same file at every width, so there is nothing for `srcset` and `sizes`
 * to choose between: the shop turns next/image's optimisation off (next.config.ts, `images.unoptimized`) and
 * every <img> carries one `src`. A responsive srcset repeated the same URL per width, about 330 bytes per
 * picture in the HTML and again in the page's RSC payload, some 10 KB on a listing.
 */
export function ArtworkImage({ src, alt, ...props }: ArtworkImageProps) {
  return <Image {...props} alt={alt} src={artworkUrl(src)} />
}
