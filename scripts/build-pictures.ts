/**
 * The photo pipeline: turns every picture's source into the files the shop serves, AVIF and WebP at the
 * widths its kind needs (data/picture-kinds.ts), under public/pictures, plus a tiny blurred
 * placeholder for each. Runs before every `next build` (npm run build, npm start, npm test, the bench):
 *
 *   npm run pictures
 *
 * Sources, by picture name ('products/1801'):
 * - a product's own photographs: assets/photos/products/<id>/, JPEG or PNG; the first file by name
 *   is the main picture, the second the hover and gallery picture. They replace the product's drawings.
 * - otherwise the drawn artwork: assets/artwork/<name>.svg (`npm run images` draws it).
 * Every source is cropped to its kind's shape (photos around their most interesting part), so a photographer's
 * 4000 × 6000 portrait and a drawing both come out 3:4 for a product.
 *
 * Content-keyed: lib/pictures/built-pictures.json records a hash of each source (and of these settings). A
 * picture whose source is unchanged and whose files are all there is not redrawn, so a build with nothing new
 * takes about a second; the files are committed, so a fresh clone builds nothing. Files nobody's source
 * wants any more are deleted.
 */
import { rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  build,
  filesUnder,
  inPool,
  isBuilt,
  outputFiles,
  OUTPUT,
  pictureSources,
  readRecord,
  RECORD,
  type BuiltPicture,
} from './pictures/picture-pipeline'

const ROOT = process.cwd()

async function main() {
  const startedAt = Date.now()
  const sources = pictureSources()
  const previous = readRecord().pictures
  const stale = sources.filter((source) => !isBuilt(source, previous[source.name]))
  const pictures: Record<string, BuiltPicture> = {}
  for (const source of sources) {
    const built = previous[source.name]
    if (built && !stale.includes(source)) pictures[source.name] = built
  }

  let done = 0
  await inPool(stale, Math.max(1, os.availableParallelism()), async (source) => {
    pictures[source.name] = await build(source)
    done += 1
    if (done % 20 === 0 || done === stale.length) console.log(`  drew ${done} of ${stale.length} pictures`)
  })

  // Delete what no source wants any more (a product removed, a photo replaced by another format).
  const wanted = new Set(sources.flatMap(outputFiles).map((file) => path.join(ROOT, 'public', file)))
  let removed = 0
  for (const file of filesUnder(OUTPUT)) {
    if (!wanted.has(file)) {
      rmSync(file)
      removed += 1
    }
  }

  const sorted = Object.fromEntries(Object.entries(pictures).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(RECORD, `${JSON.stringify({ pictures: sorted }, null, 2)}\n`)
  const photos = sources.filter((source) => !source.file.endsWith('.svg')).length
  console.log(
    `Pictures: ${sources.length} (${photos} from photos), ${stale.length} drawn, ${removed} old files removed, ` +
      `in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`,
  )
}

main().catch((error: unknown) => {
  console.error(`The photo pipeline failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
