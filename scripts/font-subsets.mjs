/**
 * The shop's two Latin faces, cut down to what its pages use: the same characters as @fontsource's `latin`
 * files the shop used before (so no text changes font), but only the weights the pages set. Inter is set from
 * 400 (normal) to 800 (the payment marks' extrabold), Playfair Display from 400 to 700; the variable fonts ship
 * 100–900 and 400–900. Every OpenType feature is kept (tabular figures for the countdowns, kerning, ligatures).
 * Inter 48 → 32 KB, Playfair 38 → 35 KB: about 20 KB less for every first visit, both being preloaded.
 *
 * `npm run fonts` writes the files to assets/fonts (lib/fonts.ts loads them with next/font/local); the result
 * is byte-identical for the same input, and scripts/font-subsets.test.ts checks the committed files are what
 * this makes from the pinned @fontsource-variable packages.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import subsetFont from 'subset-font'

/** @param {Array<[number, number?]>} ranges code point ranges, inclusive */
function characters(ranges) {
  return ranges
    .flatMap(([first, last = first]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('')
}

/**
 * @fontsource's `latin` unicode-range (what its latin files cover): ASCII and Latin-1, a few letters and
 * accents of Western European languages, general punctuation (curly quotes, dashes, the ellipsis), the euro,
 * the trademark sign and a few arrows and signs.
 */
export const LATIN_CHARACTERS = characters([
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6],
  [0x2da],
  [0x2dc],
  [0x304],
  [0x308],
  [0x329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
])

export const FONT_SUBSETS = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'assets/fonts/inter-latin-400-800.woff2',
    weight: { min: 400, max: 800 },
  },
  {
    source:
      'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    target: 'assets/fonts/playfair-display-latin-400-700.woff2',
    weight: { min: 400, max: 700 },
  },
]

/**
 * The WOFF2 file for one subset. Paths are relative to the repository, where npm scripts and Jest run.
 *
 * @param {(typeof FONT_SUBSETS)[number]} subset
 * @returns {Promise<Buffer>}
 */
export async function makeSubset({ source, weight }) {
  const font = await readFile(path.resolve(source))
  return subsetFont(font, LATIN_CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: weight } })
}
