/**
 * `npm run icons`: the installed shop's icons (the web app manifest, lib/offline/web-app-manifest.ts), drawn
 * from the site icon app/icon.svg into public/icons: 192 and 512 px, and a 512 px "maskable" one whose mark
 * sits inside the middle 80% on the brand's plum, so a phone's round or squircle crop never cuts it.
 * Committed; run again after `npm run images` changes app/icon.svg.
 */
import { mkdirSync, readFileSync } from 'node:fs'
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
  console.log('Wrote public/icons: icon-192.png, icon-512.png, icon-maskable-512.png')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
