import type { ComponentProps, CSSProperties } from 'react'
import { preload } from 'react-dom'
import { pictureSources } from '@/lib/pictures/picture-sources'

type PictureProps = Omit<
  ComponentProps<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'srcSet' | 'sizes' | 'placeholder'
> & {
  /** The picture's name, as in data/ ('products/1801', 'heroes/abayas'). */
  name: string
  alt: string
  /**
   * How wide the picture is shown, as the `sizes` attribute says it ('(min-width: 1024px) 25vw, 50vw', '56px'),
   * so each screen fetches the width it shows and no more.
   */
  sizes: string
  /** The page's main picture: fetched at once and first. */
  priority?: boolean
  /** A tiny blurred picture shown until the real one is drawn (lib/pictures/placeholders.ts). */
  placeholder?: string
  /**
   * Where a wide picture is drawn mostly off-screen (a slide covering a phone's tall box): the media query
   * under which its kind's narrow crop (data/picture-kinds.ts) shows the same pixels, and how wide the crop is
   * drawn there. Chosen by the place, which knows its box; ignored for a kind without a narrow crop.
   */
  narrow?: { media: string; sizes: string }
}

/** The opposite of a media query: where the whole picture is used and its narrow crop is not. */
const otherwise = (media: string) => `not all and ${media}`

/**
 * One of the shop's pictures as the photo pipeline wrote it (scripts/build-pictures.ts): AVIF, or WebP for a
 * browser without AVIF, at the width its place needs, under versioned URLs cached as immutable. Lazy unless
 * asked for early, decoded off the main thread (raster, never SVG: a browser draws SVG on the page's main
 * thread), with its own size so the page keeps its place, and its placeholder behind it while it loads.
 *
 * A plain <picture>, not next/image: the pictures are resized once, at build time, so there is nothing for
 * next/image's optimiser to do on request, and next/image is a client component, one more thing per picture
 * to send and hydrate (docs/pictures.md, "On the page").
 */
export function Picture({
  name,
  alt,
  sizes,
  priority = false,
  placeholder,
  loading,
  fetchPriority,
  style,
  narrow: narrowPlace,
  ...props
}: PictureProps) {
  const sources = pictureSources(name)
  const narrow =
    narrowPlace && sources.narrow ? { ...narrowPlace, srcSets: sources.narrow.srcSets } : undefined
  if (priority) {
    // React does not preload an <img> inside a <picture> (it cannot know which source the browser picks), so
    // the page's main picture is named in the head for browsers that take AVIF, the ones that will use it;
    // with a narrow crop, one preload per cut, each under its media query, so a screen fetches exactly one.
    preload(sources.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: sources.srcSets.avif,
      imageSizes: sizes,
      fetchPriority: 'high',
      ...(narrow ? { media: otherwise(narrow.media) } : {}),
    })
    if (narrow) {
      preload(sources.src, {
        as: 'image',
        type: 'image/avif',
        imageSrcSet: narrow.srcSets.avif,
        imageSizes: narrow.sizes,
        fetchPriority: 'high',
        media: narrow.media,
      })
    }
  }
  const placeholderStyle: CSSProperties | undefined = placeholder
    ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined
  return (
    <picture className="contents">
      {narrow ? (
        <>
          <source media={narrow.media} type="image/avif" srcSet={narrow.srcSets.avif} sizes={narrow.sizes} />
          <source media={narrow.media} type="image/webp" srcSet={narrow.srcSets.webp} sizes={narrow.sizes} />
        </>
      ) : null}
      <source type="image/avif" srcSet={sources.srcSets.avif} sizes={sizes} />
      <img
        {...props}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={priority ? 'eager' : (loading ?? 'lazy')}
        fetchPriority={priority ? 'high' : fetchPriority}
        decoding="async"
        style={placeholderStyle ? { ...placeholderStyle, ...style } : style}
        sizes={sizes}
        srcSet={sources.srcSets.webp}
        // Last, so that a picture React creates in the browser already has loading="lazy" when it gets a URL.
        src={sources.src}
      />
    </picture>
  )
}
