import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  CORE_CHARACTERS,
  EXTENDED_CHARACTERS,
  EXTENDED_UNICODE_RANGE,
  FONT_SUBSETS,
  LATIN_CHARACTERS,
  makeSubset,
  unicodeRange,
} from './font-subsets.mjs'

describe('the font subsets in assets/fonts', () => {
  it.each(FONT_SUBSETS.map((subset) => [subset.target, subset]))(
    '%s is what npm run fonts makes from the pinned package',
    async (_target, subset) => {
      const committed = readFileSync(subset.target)
      const made = await makeSubset(subset)
      expect(made.equals(committed)).toBe(true)
      // The point of the subset: smaller than the font it is cut from.
      expect(committed.length).toBeLessThan(readFileSync(subset.source).length)
    },
  )

  it('splits the Latin characters into core and extended, with nothing lost or shared', () => {
    expect([...CORE_CHARACTERS].filter((c) => EXTENDED_CHARACTERS.includes(c))).toEqual([])
    expect([...CORE_CHARACTERS, ...EXTENDED_CHARACTERS].sort()).toEqual([...LATIN_CHARACTERS].sort())
  })

  it('gives the extended files the unicode-range of exactly their characters, in lib/fonts.ts too', () => {
    expect(unicodeRange('abcxé\u2019')).toBe('U+61-63, U+78, U+E9, U+2019')
    expect(EXTENDED_UNICODE_RANGE).toMatch(/^U\+A1-A8, U\+AA-AF, /)
    // next/font takes only literal options, so lib/fonts.ts repeats the range: once per extended face.
    const ranges = [...readFileSync('lib/fonts.ts', 'utf8').matchAll(/value:\s*'(U\+[^']*)'/g)].map(
      (m) => m[1],
    )
    expect(ranges).toEqual([EXTENDED_UNICODE_RANGE, EXTENDED_UNICODE_RANGE])
  })

  it('keeps every character of the English texts and catalogue in the core files, the only ones preloaded', () => {
    // Files holding the words the English pages show (the Urdu words beside them are set in Nastaliq).
    const textFiles = [
      ...readdirSync('data')
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => path.join('data', file)),
      ...['components', 'lib'].flatMap((folder) =>
        readdirSync(folder, { recursive: true })
          .map(String)
          .filter((file) => file.endsWith('-texts.ts'))
          .map((file) => path.join(folder, file)),
      ),
    ]
    // What the files say to their readers, not to shoppers.
    const withoutComments = (source: string) =>
      source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
    const arabicScript = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u
    // Arrows were never in the Latin files: the system font draws them, as before the subset.
    const drawnBySystemFont = new Set(['←', '→'])
    const missing = new Set<string>()
    for (const file of textFiles) {
      for (const character of withoutComments(readFileSync(file, 'utf8'))) {
        if (character < ' ' || arabicScript.test(character) || drawnBySystemFont.has(character)) continue
        if (!CORE_CHARACTERS.includes(character)) missing.add(`${character} (${file})`)
      }
    }
    expect([...missing]).toEqual([])
  })
})
