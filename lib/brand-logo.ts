import 'server-only'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cacheLife } from 'next/cache'
import { ImageResponse } from 'next/og'
import { createElement } from 'react'
import { LOGO_SIZE } from '@/lib/structured-data'

/**
 * The shop's logo as a PNG, for the Organization structured data (Google prefers a raster logo of at least
 * 112px). Drawn at build time from the same mark as the site icon (app/icon.svg), so there is one drawing.
 * Made inside 'use cache' for the reason components/share/preview-image.ts gives: the route is then static.
 */
async function renderLogoPng(): Promise<Uint8Array> {
  'use cache'
  cacheLife('max')
  const svg = readFileSync(join(process.cwd(), 'app', 'icon.svg'), 'base64')
  const mark = createElement('img', {
    src: `data:image/svg+xml;base64,${svg}`,
    width: LOGO_SIZE,
    height: LOGO_SIZE,
    alt: '',
  })
  const image = new ImageResponse(mark, { width: LOGO_SIZE, height: LOGO_SIZE })
  return new Uint8Array(await image.arrayBuffer())
}

export async function logoImageResponse(): Promise<Response> {
  const png = await renderLogoPng()
  return new Response(png.slice().buffer, { headers: { 'Content-Type': 'image/png' } })
}
