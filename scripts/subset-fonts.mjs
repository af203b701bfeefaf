/**
 * `npm run fonts`: writes the shop's font subsets (scripts/font-subsets.mjs) to assets/fonts. Run it after
 * updating @fontsource-variable/inter or @fontsource-variable/playfair-display, or after changing which
 * weights or characters the pages use, and commit the files. It prints the unicode-range lib/fonts.ts must
 * give the extended files.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { EXTENDED_UNICODE_RANGE, FONT_SUBSETS, makeSubset } from './font-subsets.mjs'

for (const subset of FONT_SUBSETS) {
  const file = await makeSubset(subset)
  const target = path.resolve(subset.target)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, file)
  console.log(`${subset.target}: ${(file.length / 1024).toFixed(1)} KB`)
}
console.log(`unicode-range of the extended files (lib/fonts.ts): ${EXTENDED_UNICODE_RANGE}`)
