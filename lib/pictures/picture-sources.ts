import {
  PICTURE_FORMATS,
  pictureKindOf,
  pictureName,
  picturePath,
  type PictureCut,
  type PictureFormat,
} from '@/data/picture-kinds'

/** Everything an <img> inside a <picture> needs for one picture, except the `sizes` of its place. */
export interface PictureSources {
  /** `srcset` per format ('/pictures/products/1-160.avif?v=… 160w, …'). */
  readonly srcSets: Readonly<Record<PictureFormat, string>>
  /** The plain `src` for a browser that reads no srcset: a middle WebP. */
  readonly src: string
  /** The picture's own size (its aspect ratio), so the page keeps its place while it loads. */
  readonly width: number
  readonly height: number
  /** The kind's narrow crop (data/picture-kinds.ts), for places that show it on narrow screens. */
  readonly narrow?: {
    readonly srcSets: Readonly<Record<PictureFormat, string>>
    readonly width: number
    readonly height: number
  }
}

/**
 * A written picture's URL. `?v=` is a hash of every file under public/pictures, computed when the shop is
 * built (next.config.ts), so the files can be cached for a year as immutable: a new picture means a new
 * version, and no browser or CDN keeps an old one.
 */
export function pictureUrl(
  path: string,
  version: string | undefined = process.env.NEXT_PUBLIC_PICTURES_VERSION,
): string {
  return version ? `${path}?v=${version}` : path
}

/** The files the photo pipeline wrote for `name` (data/: 'products/1801'), as srcsets. */
export function pictureSources(stored: string): PictureSources {
  const name = pictureName(stored)
  const kind = pictureKindOf(name)
  if (!kind) throw new Error(`No picture kind for "${name}" (data/picture-kinds.ts).`)
  const srcSets = (widths: readonly number[], cut: PictureCut) =>
    Object.fromEntries(
      PICTURE_FORMATS.map((format) => [
        format,
        widths.map((width) => `${pictureUrl(picturePath(name, width, format, cut))} ${width}w`).join(', '),
      ]),
    ) as Record<PictureFormat, string>
  const middle = kind.widths[Math.floor((kind.widths.length - 1) / 2)] ?? kind.width
  const { narrow } = kind
  return {
    srcSets: srcSets(kind.widths, 'whole'),
    src: pictureUrl(picturePath(name, middle, 'webp')),
    width: kind.width,
    height: kind.height,
    ...(narrow
      ? { narrow: { srcSets: srcSets(narrow.widths, 'narrow'), width: narrow.width, height: narrow.height } }
      : {}),
  }
}

/** The largest WebP of a picture, for readers that want one file: search engines (Product JSON-LD). */
export function largestPicturePath(stored: string): string {
  const name = pictureName(stored)
  const kind = pictureKindOf(name)
  if (!kind) throw new Error(`No picture kind for "${name}" (data/picture-kinds.ts).`)
  return pictureUrl(picturePath(name, kind.width, 'webp'))
}
