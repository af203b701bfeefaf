/**
 * The photo pipeline's parts (scripts/build-pictures.ts runs them): where each picture's source is, the files
 * it becomes, and drawing them with sharp.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {
  PICTURE_FORMATS,
  PICTURE_NAME_PATTERN,
  pictureKindOf,
  type PictureFormat,
  picturePath,
  type PictureCut,
  type PictureKind,
} from '../../data/picture-kinds'

const ROOT = process.cwd()
const ARTWORK = path.join(ROOT, 'assets', 'artwork')
const PHOTOS = path.join(ROOT, 'assets', 'photos')
export const OUTPUT = path.join(ROOT, 'public', 'pictures')
export const RECORD = path.join(ROOT, 'lib', 'pictures', 'built-pictures.json')
/** What cameras and phones write, and what the share previews (Satori) can read too. */
const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png'])

/**
 * Encoder settings. AVIF at quality 40 shows no artefacts in these pictures at the sizes they are shown, and is
 * 20–30% smaller than WebP at 70. Its colour at half resolution (4:2:0, as WebP and JPEG always store it) and
 * effort 6 make the files about 11% smaller than sharp's defaults (4:4:4, effort 4) for about two and a half
 * times the encoding time: up to 1.5 s a file, once per source, never on request. Changing a setting here
 * redraws every picture (it is part of each source's hash).
 */
const ENCODERS = {
  avif: { quality: 40, effort: 6, chromaSubsampling: '4:2:0' },
  webp: { quality: 70, effort: 4 },
} as const
const PLACEHOLDER_WIDTH = 10
/**
 * Every picture is drawn opaque, on white where its source is transparent (a cut-out product PNG). An alpha
 * channel cost each AVIF about 200 bytes and each placeholder about 40, although no picture is meant to be
 * see-through: the drawings were transparent only in a resized edge row.
 */
const BACKGROUND = '#ffffff'
const SETTINGS = JSON.stringify({ ENCODERS, PLACEHOLDER_WIDTH, BACKGROUND, version: 1 })

export interface PictureSource {
  name: string
  /** Relative to the repository root. */
  file: string
  kind: PictureKind
}

export interface BuiltPicture {
  source: string
  hash: string
  placeholder: string
}

export interface PictureRecord {
  pictures: Record<string, BuiltPicture>
}

export function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return []
  return readdirSync(directory, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(directory, entry.name)
      return entry.isDirectory() ? filesUnder(full) : [full]
    })
}

/** assets/photos/products/<id>/: the product's photographs, by file name (dotfiles such as .gitkeep skipped). */
export function productPhotos(): Map<string, string> {
  const photos = new Map<string, string>()
  const folder = path.join(PHOTOS, 'products')
  if (!existsSync(folder)) return photos
  for (const id of readdirSync(folder).sort()) {
    if (!statSync(path.join(folder, id)).isDirectory()) continue
    if (!/^\d+$/.test(id)) throw new Error(`assets/photos/products/${id}: name the folder by product id.`)
    const files = readdirSync(path.join(folder, id))
      .filter((file) => !file.startsWith('.') && PHOTO_EXTENSIONS.has(path.extname(file).toLowerCase()))
      .sort()
    if (files.length > 2) {
      throw new Error(
        `assets/photos/products/${id}: at most two photos (main, then hover); found ${files.length}.`,
      )
    }
    files.forEach((file, index) => {
      const name = index === 0 ? `products/${id}` : `products/${id}-hover`
      photos.set(name, path.join(folder, id, file))
    })
  }
  return photos
}

/** Every picture the shop has, with the source it is made from. */
export function pictureSources(): PictureSource[] {
  const photos = productPhotos()
  const sources = filesUnder(ARTWORK)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => {
      const name = path
        .relative(ARTWORK, file)
        .replace(/\.svg$/, '')
        .split(path.sep)
        .join('/')
      return { name, file: photos.get(name) ?? file }
    })
  const names = new Set(sources.map((source) => source.name))
  for (const name of photos.keys()) {
    if (!names.has(name)) throw new Error(`${photos.get(name)}: no product has the picture ${name}.`)
  }
  return sources.map(({ name, file }) => {
    const kind = pictureKindOf(name)
    if (!kind || !PICTURE_NAME_PATTERN.test(name)) {
      throw new Error(`${file}: "${name}" is no picture kind's name (data/picture-kinds.ts).`)
    }
    return { name, file: path.relative(ROOT, file), kind }
  })
}

/** A hash of the source file and of how it is drawn; a kind's narrow crop is part of how, where it has one. */
export const hashOf = ({ file, kind }: Pick<PictureSource, 'file' | 'kind'>) => {
  const hash = createHash('sha256').update(SETTINGS)
  if (kind.narrow) hash.update(JSON.stringify(kind.narrow))
  return hash
    .update('\0')
    .update(readFileSync(path.join(ROOT, file)))
    .digest('hex')
}

/** Every file one picture is written as: each cut, width and format. */
function outputs({ kind }: PictureSource): { cut: PictureCut; width: number; format: PictureFormat }[] {
  const cuts: [PictureCut, readonly number[]][] = [['whole', kind.widths]]
  if (kind.narrow) cuts.push(['narrow', kind.narrow.widths])
  return cuts.flatMap(([cut, widths]) =>
    widths.flatMap((width) => PICTURE_FORMATS.map((format) => ({ cut, width, format }))),
  )
}

export const outputFiles = (source: PictureSource) =>
  outputs(source).map(({ cut, width, format }) => picturePath(source.name, width, format, cut))

/** The source, cropped to the kind's shape at `width`. SVG is rasterised at that size, not scaled after. */
export function cropped(source: PictureSource, width: number) {
  const height = Math.round((width * source.kind.height) / source.kind.width)
  const input = path.join(ROOT, source.file)
  const isSvg = source.file.endsWith('.svg')
  const image = isSvg
    ? sharp(input, { density: Math.max(1, (72 * width) / source.kind.width) })
    : sharp(input).rotate() // a camera's EXIF orientation
  return image
    .resize(width, height, { fit: 'cover', position: isSvg ? 'centre' : sharp.strategy.attention })
    .flatten({ background: BACKGROUND })
}

/**
 * The kind's narrow crop at `width`: the whole picture drawn at the same scale, then its middle cut out, so
 * a phone sees exactly the pixels it saw of the whole picture.
 */
async function narrowCropped(source: PictureSource, width: number): Promise<Buffer> {
  const narrow = source.kind.narrow
  if (!narrow) throw new Error(`${source.name}: its kind has no narrow crop.`)
  const scale = width / narrow.width
  const wholeWidth = Math.round(source.kind.width * scale)
  const wholeHeight = Math.round(source.kind.height * scale)
  const height = Math.min(wholeHeight, Math.round(narrow.height * scale))
  const whole = await cropped(source, wholeWidth).png().toBuffer()
  return sharp(whole)
    .extract({
      left: Math.floor((wholeWidth - width) / 2),
      top: Math.floor((wholeHeight - height) / 2),
      width,
      height,
    })
    .png()
    .toBuffer()
}

/** Whether `built` (the record's entry) is this source, unchanged, with all its files written. */
export function isBuilt(source: PictureSource, built: BuiltPicture | undefined): boolean {
  return (
    built?.source === source.file &&
    built.hash === hashOf(source) &&
    outputFiles(source).every((file) => existsSync(path.join(ROOT, 'public', file)))
  )
}

export async function build(source: PictureSource): Promise<BuiltPicture> {
  const drawn = new Map<string, Promise<Buffer>>()
  for (const { cut, width, format } of outputs(source)) {
    const key = `${cut}-${width}`
    if (!drawn.has(key)) {
      drawn.set(
        key,
        cut === 'narrow' ? narrowCropped(source, width) : cropped(source, width).png().toBuffer(),
      )
    }
    const pixels = await drawn.get(key)!
    const target = path.join(ROOT, 'public', picturePath(source.name, width, format, cut))
    mkdirSync(path.dirname(target), { recursive: true })
    const encoded = sharp(pixels)
    await (format === 'avif' ? encoded.avif(ENCODERS.avif) : encoded.webp(ENCODERS.webp)).toFile(target)
  }
  const tiny = await cropped(source, PLACEHOLDER_WIDTH).webp({ quality: 40 }).toBuffer()
  return {
    source: source.file,
    hash: hashOf(source),
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  }
}

export function readRecord(): PictureRecord {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8')) as PictureRecord
  } catch {
    return { pictures: {} }
  }
}

/** Runs `work` on every item, `limit` at a time. */
export async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
