import 'server-only'
import path from 'node:path'
import builtPictures from './built-pictures.json'
import { pictureName } from '@/data/picture-kinds'

/** Where the photo pipeline's sources live: the artwork and the staff's photographs. */
const ASSETS = 'assets'

/**
 * The file a picture is made from, as the photo pipeline last built it (a product's photograph, or its
 * drawing in assets/artwork), for code that needs the original rather than the served sizes: the share
 * previews, which draw it into their own PNG.
 */
export function pictureSourceFile(stored: string): string {
  const name = pictureName(stored)
  const built = (builtPictures.pictures as Record<string, { source: string } | undefined>)[name]
  const inAssets = path.relative(ASSETS, built?.source ?? path.join(ASSETS, 'artwork', `${name}.svg`))
  if (inAssets.startsWith('..') || path.isAbsolute(inAssets)) {
    throw new Error(`A picture source outside ${ASSETS}/: ${built?.source}`)
  }
  // Joined below the literal folder, so that the build's file tracing ships assets/ with the server, not the
  // whole project (Turbopack traces a path built from a variable alone as "anything under the project").
  return path.join(process.cwd(), 'assets', inAssets)
}

const MEDIA_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}

/** The source file's media type, for a data URL. */
export function pictureSourceMediaType(file: string): string {
  const type = MEDIA_TYPES[path.extname(file).toLowerCase()]
  if (!type) throw new Error(`Not a picture source: ${file}`)
  return type
}
