/**
 * The shapes of the shop's pictures. Every picture is named by its place, 'products/1801' or
 * 'heroes/abayas' (data/), and its name decides its kind: the size it is drawn at (its aspect ratio, which
 * every source is cropped to) and the widths the photo pipeline (scripts/build-pictures.ts) writes it at.
 *
 * Widths cover how each kind is shown: a product card is about 190 CSS px wide on a phone (2.6 device
 * pixels each at most), a gallery picture the phone's width, a hero the window's; a product's 160 px width
 * serves the thumbnails of bags, wishlists, orders and search suggestions.
 * Shared with the browser: keep it small, and free of Node.
 */
export interface PictureKind {
  /** Which names are this kind. */
  readonly prefix: string
  /** The picture's own size in CSS pixels: its aspect ratio, and the largest width it is written at. */
  readonly width: number
  readonly height: number
  /** The widths written, smallest first; the last is `width`. */
  readonly widths: readonly number[]
  /** A crop of the picture's middle for narrow screens, for a wide picture drawn mostly off-screen there. */
  readonly narrow?: NarrowCrop
}

/**
 * The middle of a wide picture, at the same scale. A 16:7 slide covering a phone's tall box is drawn about 2.3
 * times as wide as the screen, so three quarters of its pixels are cut away; the crop sends only the part a
 * phone shows, as sharp as before, in about half the bytes. Its size is in the picture's own pixels (a
 * 1600 × 700 slide's middle 700 × 700); the place that shows it decides when (Picture's `narrow`).
 */
export interface NarrowCrop {
  readonly width: number
  readonly height: number
  /** The widths written, smallest first; the last is `width`. */
  readonly widths: readonly number[]
}

export const PICTURE_KINDS: readonly PictureKind[] = [
  // 360: a card in a phone's two columns is about 184 px wide, 322 device pixels at 1.75× (Lighthouse's phone).
  { prefix: 'products/', width: 600, height: 800, widths: [160, 320, 360, 480, 600] },
  {
    prefix: 'heroes/',
    width: 1600,
    height: 600,
    widths: [480, 800, 1200, 1600],
    narrow: { width: 800, height: 300, widths: [400, 600, 800] },
  },
  {
    prefix: 'home/slide-',
    width: 1600,
    height: 700,
    widths: [480, 800, 1200, 1600],
    // Square: a portrait phone's slide box is never wider than 0.96:1 (components/home/hero-carousel.tsx).
    narrow: { width: 700, height: 700, widths: [350, 525, 700] },
  },
  { prefix: 'home/category-', width: 600, height: 750, widths: [240, 360, 480, 600] },
  { prefix: 'home/grid-', width: 600, height: 600, widths: [240, 360, 480, 600] },
  { prefix: 'blog/', width: 900, height: 600, widths: [360, 600, 900] },
  { prefix: 'avatars/', width: 200, height: 200, widths: [96, 200] },
]

/** The formats written, best first: a <picture> offers them in this order. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const
export type PictureFormat = (typeof PICTURE_FORMATS)[number]

/** A picture's name: its folder and file name, without extension ('products/1801', 'home/slide-1'). */
export const PICTURE_NAME_PATTERN = /^[a-z]+\/[a-z0-9-]+$/

/**
 * A picture's name from what a record holds: a name, or the artwork path that bags and orders saved before
 * the photo pipeline ('/images/products/1.svg' is 'products/1').
 */
export function pictureName(stored: string): string {
  return stored.replace(/^\/images\//, '').replace(/\.svg$/, '')
}

/** The kind a picture name belongs to, or undefined when no kind claims it. */
export function pictureKindOf(name: string): PictureKind | undefined {
  return PICTURE_KINDS.find((kind) => name.startsWith(kind.prefix))
}

/** Which cut of a picture a file is: the picture's own shape, or its kind's narrow crop. */
export type PictureCut = 'whole' | 'narrow'

/**
 * The path of one written file under public/, without the version: '/pictures/products/1-480.avif', and for a
 * narrow crop '/pictures/home/slide-1-narrow-600.avif'.
 */
export function picturePath(
  name: string,
  width: number,
  format: PictureFormat,
  cut: PictureCut = 'whole',
): string {
  return `/pictures/${name}${cut === 'narrow' ? '-narrow' : ''}-${width}.${format}`
}
