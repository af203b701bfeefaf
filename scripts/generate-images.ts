/**
 * `npm run images`: draws every picture the shop uses as small, self-contained SVG files under assets/artwork
 * (product photos, category heroes, home-page slides and cards, testimonial avatars, blog and grid images)
 * and the site icon, app/icon.svg. The drawings are the photo pipeline's sources (scripts/build-pictures.ts):
 * run `npm run pictures` after this one. The drawings live in scripts/artwork/, one subject per file.
 * Deterministic: the same data always gives byte-identical files, so re-running it produces no diff.
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Artwork is abstract fashion illustration: no text (so no fonts), no raster, no external references.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { allArtwork, ARTWORK_FOLDERS } from './artwork/all-artwork'

const OUT = path.join(process.cwd(), 'assets', 'artwork')

function main() {
  // Start clean so renamed or removed products leave no stale pictures behind.
  for (const dir of ARTWORK_FOLDERS) rmSync(path.join(OUT, dir), { recursive: true, force: true })

  for (const { file, svg } of allArtwork()) {
    const target = path.join(process.cwd(), file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, svg)
  }

  let total = 0
  let count = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry)
      if (statSync(full).isDirectory()) walk(full)
      else {
        total += statSync(full).size
        count += 1
      }
    }
  }
  walk(OUT)
  console.log(`Wrote ${count} drawings to assets/artwork (${(total / 1024).toFixed(0)} KB).`)
}

main()
