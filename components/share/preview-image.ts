import 'server-only'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cacheLife } from 'next/cache'
import { ImageResponse } from 'next/og'
import { createElement } from 'react'
import { PreviewCard } from '@/components/share/preview-card'
import { PREVIEW_SIZE, type PreviewContent } from '@/lib/share/preview-content'
import { isDrawablePreview } from '@/lib/share/drawable-preview'
import { isSealedPreview, sealPreview } from '@/lib/share/preview-seal'
import { pictureSourceFile, pictureSourceMediaType } from '@/lib/pictures/picture-source-file'

/**
 * Draws a page's shared-link picture (a 1200x630 PNG) with next/og, from the shop's own artwork and fonts.
 *
 * Static at build time: with Cache Components a route handler is prerendered only if its response body is
 * ready within one task, and ImageResponse renders its PNG asynchronously (Satori, then resvg). So the PNG is
 * made inside a 'use cache' function, which the build runs to completion before it prerenders the route;
 * the route then answers the cached bytes at once and `next build` lists it as static.
 *
 * Fonts come from the @fontsource packages in node_modules (never a font CDN). next/og (Satori) reads TTF,
 * OTF and WOFF but not WOFF2, and the variable @fontsource-variable packages the site uses ship only WOFF2,
 * so the static-weight @fontsource/inter and @fontsource/playfair-display packages supply WOFF files of the
 * same faces. Every character the cards use is in their Latin subset, so Satori never tries to download a
 * fallback font.
 */
export const PREVIEW_CONTENT_TYPE = 'image/png'

export { PREVIEW_SIZE }

type Font = NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts']

/**
 * Each file named by a literal path: the build's file tracing then ships these four files with the server. A
 * path built from parameters made it ship every @fontsource font, 8.8 MB.
 */
function loadFonts(): Font {
  const cwd = process.cwd()
  return [
    {
      name: 'Inter',
      data: readFileSync(join(cwd, 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff')),
      weight: 400,
      style: 'normal',
    },
    {
      name: 'Inter',
      data: readFileSync(join(cwd, 'node_modules/@fontsource/inter/files/inter-latin-600-normal.woff')),
      weight: 600,
      style: 'normal',
    },
    {
      name: 'Inter',
      data: readFileSync(join(cwd, 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff')),
      weight: 700,
      style: 'normal',
    },
    {
      name: 'Playfair Display',
      data: readFileSync(
        join(cwd, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff'),
      ),
      weight: 400,
      style: 'normal',
    },
  ]
}

/**
 * A picture's source (a product's photograph, or its drawing) as a data URL: the build has no server to fetch
 * it from, and Satori reads SVG, JPEG and PNG.
 */
function artDataUrl(name: string): string {
  const file = pictureSourceFile(name)
  return `data:${pictureSourceMediaType(file)};base64,${readFileSync(file, 'base64')}`
}

async function renderPreviewPng(content: PreviewContent, seal: string): Promise<Uint8Array> {
  'use cache'
  // A 'use cache' function is also a server reference Next will run for a request that names it: only what
  // the shop's own caller sealed is drawn (lib/share/preview-seal.ts), and a refusal throws, caching nothing.
  if (!isDrawablePreview(content) || !isSealedPreview(content, seal)) {
    throw new Error('Not a preview the shop draws')
  }
  // The artwork, fonts and catalogue change only with a deploy, which rebuilds every picture.
  cacheLife('max')
  const card = createElement(PreviewCard, {
    kicker: content.kicker,
    title: content.title,
    detail: content.detail,
    badge: content.badge,
    artSrc: artDataUrl(content.art),
    artFocus: content.artFocus,
  })
  const image = new ImageResponse(card, { ...PREVIEW_SIZE, fonts: loadFonts() })
  return new Uint8Array(await image.arrayBuffer())
}

/** The response an `opengraph-image.tsx` route returns for a page's preview. */
export async function previewImageResponse(content: PreviewContent): Promise<Response> {
  const png = await renderPreviewPng(content, sealPreview(content))
  return new Response(png.slice().buffer, { headers: { 'Content-Type': PREVIEW_CONTENT_TYPE } })
}
