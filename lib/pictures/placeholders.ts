import 'server-only'
import builtPictures from './built-pictures.json'

/**
 * A picture's placeholder: a WebP about 10 px wide as a data URL (about 150 bytes), which the browser scales
 * up smoothly, so it reads as a soft blur of the picture's colours. Written by the photo pipeline
 * (scripts/build-pictures.ts). Server-only: the list holds every picture's, and a page needs a few.
 */
export function placeholderFor(name: string): string | undefined {
  return (builtPictures.pictures as Record<string, { placeholder: string } | undefined>)[name]?.placeholder
}
