import { z } from 'zod'
import { pictureName } from '@/data/picture-kinds'
import builtPictures from '@/lib/pictures/built-pictures.json'
import type { PreviewContent } from './preview-content'

/**
 * What a shared-link preview may hold: bounded words and a picture the photo pipeline built. The drawing
 * function is a 'use cache' function, which Next also runs for a request that names it as a server action,
 * so it checks its argument against this: such a request cannot make it draw an essay or read another file.
 */
const DrawablePreviewSchema = z.object({
  kicker: z.string().max(120),
  title: z.string().max(200),
  detail: z.string().max(300).optional(),
  badge: z.string().max(120).optional(),
  art: z.string().refine((art) => Object.hasOwn(builtPictures.pictures, pictureName(art))),
  artFocus: z
    .string()
    .regex(/^[a-z0-9 .%-]{1,40}$/)
    .optional(),
  alt: z.string().max(400),
})

export function isDrawablePreview(content: unknown): content is PreviewContent {
  return DrawablePreviewSchema.safeParse(content).success
}
