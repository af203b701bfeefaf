import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { FONT_SUBSETS, LATIN_CHARACTERS, makeSubset } from './font-subsets.mjs'

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

  it('keeps every character of the English texts and catalogue', () => {
    // Files holding the words the English pages show (the Urdu words beside them are set in Nastaliq).
    const textFiles = [
      ...readdirSync('data')
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => path.join('data', file)),
      ...readdirSync('components', { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('-texts.ts'))
        .map((file) => path.join('components', file)),
    ]
    const arabicScript = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u
    // Arrows were never in the Latin files: the system font draws them, as before the subset.
    const drawnBySystemFont = new Set(['←', '→'])
    const missing = new Set<string>()
    for (const file of textFiles) {
      for (const character of readFileSync(file, 'utf8')) {
        if (character < ' ' || arabicScript.test(character) || drawnBySystemFont.has(character)) continue
        if (!LATIN_CHARACTERS.includes(character)) missing.add(`${character} (${file})`)
      }
    }
    expect([...missing]).toEqual([])
  })
})
