'use client'

import type { ImageLoaderProps } from 'next/image'
import { artworkUrl } from './artwork-url'

/**
 * next/image's loader (next.config.ts `images.loaderFile`). The shop's pictures are SVG drawings, which need
 * no resizing, so every width gets the same file, under its versioned, immutable URL.
 */
export default function imageLoader({ src }: ImageLoaderProps): string {
  return artworkUrl(src)
}
