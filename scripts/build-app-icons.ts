/**
 * `npm run icons`: the installed shop's icons (the web app manifest, lib/offline/web-app-manifest.ts), drawn
 * from the site icon app/icon.svg into public/icons: 192 and 512 px, and a 512 px "maskable" one whose mark
 * sits inside the middle 80% on the brand's plum, so a phone's round or squircle crop never cuts it. Also
 * Next's icon files beside app/icon.svg: app/apple-icon.png (180 px, an iPhone's home screen) and
 * app/favicon.ico (16 and 32 px), which browsers and crawlers ask for by that name whatever the page links.
 * Committed; run again after `npm run images` changes app/icon.svg.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { APP_THEME_COLOR } from '../lib/offline/web-app-manifest'

const ROOT = process.cwd()
/**
 * A 256-colour palette: the icon has a few flat colours and one gradient, and a phone fetches its icon when it
 * reads the manifest, on the first page load: 4–8 KB instead of 6–19 KB, no visible difference.
 */
const PNG = { palette: true, colours: 64, quality: 70, dither: 0.5, compressionLevel: 9, effort: 10 } as const
const OUT = path.join(ROOT, 'public', 'icons')

async function main() {
  const svg = readFileSync(path.join(ROOT, 'app', 'icon.svg'))
  mkdirSync(OUT, { recursive: true })
  for (const size of [192, 512]) {
    await sharp(svg, { density: 600 })
      .resize(size, size)
      .png(PNG)
      .toFile(path.join(OUT, `icon-${size}.png`))
  }
  const inner = Math.round(512 * 0.7)
  const mark = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer()
  await sharp({ create: { width: 512, height: 512, channels: 4, background: APP_THEME_COLOR } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png(PNG)
    .toFile(path.join(OUT, 'icon-maskable-512.png'))
  await sharp(svg, { density: 600 })
    .resize(180, 180)
    .png(PNG)
    .toFile(path.join(ROOT, 'app', 'apple-icon.png'))
  const favicons = await Promise.all(
    [16, 32].map((size) => sharp(svg, { density: 300 }).resize(size, size).png(PNG).toBuffer()),
  )
  writeFileSync(path.join(ROOT, 'app', 'favicon.ico'), icoOf(favicons, [16, 32]))
  console.log(
    'Wrote public/icons: icon-192.png, icon-512.png, icon-maskable-512.png; app: apple-icon.png, favicon.ico',
  )
}

/** An ICO file holding PNG images (every browser reads PNG inside ICO): a directory, then the images. */
function icoOf(pngs: readonly Buffer[], sizes: readonly number[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map((png, index) => {
    const size = sizes[index] ?? 0
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size % 256, 0) // width (0 means 256)
    entry.writeUInt8(size % 256, 1) // height
    entry.writeUInt8(0, 2) // colours in a palette: none for PNG
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs])
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
