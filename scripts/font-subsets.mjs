/**
 * The shop's two Latin faces, cut down to what its pages use, each in two files the browser joins by
 * unicode-range (as Google Fonts splits its faces):
 *
 * - **core**: ASCII and the few other characters the English texts and catalogue use (curly quotes, dashes,
 *   the ellipsis, the middle dot, the copyright sign; scripts/font-subsets.test.ts checks the texts need no
 *   other). Preloaded; the only file an English page downloads.
 * - **extended**: the rest of @fontsource's `latin` files the shop used before (accented letters, the euro…),
 *   downloaded only by a page that shows one of them, say a shopper's name with an accent. Together the two
 *   cover exactly what the single file did, so no text changes font.
 *
 * Only the weights the pages set (Inter 400 to 800, the payment marks' extrabold; Playfair Display 400 to 700;
 * the variable fonts ship 100–900 and 400–900), and only the OpenType features a browser applies by default
 * plus tabular figures (Tailwind's `tabular-nums`, for the countdowns and prices): Inter's stylistic sets and
 * character variants, which the pages never turn on, were a third of its glyphs.
 * Both cores are preloaded with an English page, so every byte cut is a byte less before first paint.
 *
 * `npm run fonts` writes the files to assets/fonts (lib/fonts.ts loads them with next/font/local, the extended
 * files with the unicode-range EXTENDED_UNICODE_RANGE prints); the result is byte-identical for the same
 * input, and scripts/font-subsets.test.ts checks the committed files are what this makes from the pinned
 * @fontsource-variable packages.
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

/**
 * What the English pages show: ASCII, the no-break spaces, © ° · ×, the dashes, curly quotes, bullet and
 * ellipsis, and the minus sign.
 */
export const CORE_CHARACTERS = characters([
  [0x20, 0x7e],
  [0xa0],
  [0xa9],
  [0xb0],
  [0xb7],
  [0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x202f],
  [0x2212],
])

/** The rest of the Latin characters, for the extended files. */
export const EXTENDED_CHARACTERS = [...LATIN_CHARACTERS].filter((c) => !CORE_CHARACTERS.includes(c)).join('')

/**
 * A CSS unicode-range covering exactly `text`'s characters, consecutive code points merged into ranges.
 *
 * @param {string} text
 */
export function unicodeRange(text) {
  const codePoints = [...new Set([...text].map((c) => /** @type {number} */ (c.codePointAt(0))))].sort(
    (a, b) => a - b,
  )
  const ranges = []
  for (const codePoint of codePoints) {
    const last = ranges.at(-1)
    if (last && last[1] === codePoint - 1) last[1] = codePoint
    else ranges.push([codePoint, codePoint])
  }
  const hex = (n) => n.toString(16).toUpperCase()
  return ranges
    .map(([first, end]) => (first === end ? `U+${hex(first)}` : `U+${hex(first)}-${hex(end)}`))
    .join(', ')
}

/** The unicode-range lib/fonts.ts gives the extended files. */
export const EXTENDED_UNICODE_RANGE = unicodeRange(EXTENDED_CHARACTERS)

/**
 * OpenType features browsers apply without being asked (kerning, ligatures, contextual alternates, composition
 * and marks, localised forms, the variable font's own substitutions) and tabular figures.
 */
const FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'tnum']

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
const PLAYFAIR =
  'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2'

export const FONT_SUBSETS = [
  {
    source: INTER,
    target: 'assets/fonts/inter-core-400-800.woff2',
    characters: CORE_CHARACTERS,
    weight: { min: 400, max: 800 },
  },
  {
    source: INTER,
    target: 'assets/fonts/inter-extended-400-800.woff2',
    characters: EXTENDED_CHARACTERS,
    weight: { min: 400, max: 800 },
  },
  {
    source: PLAYFAIR,
    target: 'assets/fonts/playfair-display-core-400-700.woff2',
    characters: CORE_CHARACTERS,
    weight: { min: 400, max: 700 },
  },
  {
    source: PLAYFAIR,
    target: 'assets/fonts/playfair-display-extended-400-700.woff2',
    characters: EXTENDED_CHARACTERS,
    weight: { min: 400, max: 700 },
  },
]

/**
 * The WOFF2 file for one subset. Paths are relative to the repository, where npm scripts and Jest run.
 *
 * @param {(typeof FONT_SUBSETS)[number]} subset
 * @returns {Promise<Buffer>}
 */
export async function makeSubset({ source, characters: text, weight }) {
  const font = await readFile(path.resolve(source))
  return subsetFont(font, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weight },
    keepFeatures: FEATURES,
  })
}
