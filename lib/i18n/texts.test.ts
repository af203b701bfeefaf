import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { allTexts } from './define-texts'

/** Every catalogue of interface words in the repo: the files named *-texts.ts. */
function textModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : textModules(path)
    return entry.name.endsWith('-texts.ts') && entry.name !== 'define-texts.ts' ? [path] : []
  })
}

/** Words that read the same in both languages: the brand and the payment names. */
const SAME_IN_BOTH = new Set(['Fatin', 'Visa', 'MasterCard', 'PayPal', 'EasyPaisa', 'JazzCash'])

/** Each leaf of `en` against the same leaf of `ur`: the problems found, as 'path: what is wrong'. */
function compare(en: unknown, ur: unknown, path: string): string[] {
  if (typeof en === 'function') {
    return typeof ur === 'function' ? [] : [`${path}: a function in English, not in Urdu`]
  }
  if (typeof en === 'string') {
    if (typeof ur !== 'string' || ur.trim() === '') return [`${path}: no Urdu`]
    if (ur === en && !SAME_IN_BOTH.has(en)) return [`${path}: the Urdu is the English "${en}"`]
    return []
  }
  if (en && typeof en === 'object' && ur && typeof ur === 'object') {
    const enKeys = Object.keys(en).sort()
    const urKeys = Object.keys(ur).sort()
    const extra = urKeys.filter((key) => !enKeys.includes(key)).map((key) => `${path}.${key}: only in Urdu`)
    return [
      ...extra,
      ...enKeys.flatMap((key) =>
        compare((en as Record<string, unknown>)[key], (ur as Record<string, unknown>)[key], `${path}.${key}`),
      ),
    ]
  }
  return [`${path}: not the same kind of value`]
}

describe('interface words', () => {
  const root = process.cwd()
  const modules = [...textModules(join(root, 'components')), ...textModules(join(root, 'lib'))]

  beforeAll(async () => {
    for (const file of modules) await import(file)
  })

  it('are all registered through defineTexts', () => {
    expect(modules.length).toBeGreaterThan(1)
    expect(allTexts.length).toBeGreaterThanOrEqual(modules.length)
  })

  it('have an Urdu counterpart for every English string, and nothing only in Urdu', () => {
    const problems = allTexts.flatMap(({ name, texts }) => compare(texts.en, texts.ur, name))
    expect(problems).toEqual([])
  })

  it('are each named once and hold words, so a problem above points at one catalogue', () => {
    const names = allTexts.map(({ name }) => name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    const empty = allTexts.filter(({ texts }) => Object.keys(texts.en).length === 0).map(({ name }) => name)
    expect(empty).toEqual([])
  })

  it('catches a missing or untranslated string (the check itself works)', () => {
    expect(compare({ a: 'Cart', b: { c: 'Menu' } }, { a: 'Cart', b: {} }, 'x')).toEqual([
      'x.a: the Urdu is the English "Cart"',
      'x.b.c: no Urdu',
    ])
    expect(compare({ a: 'Fatin' }, { a: 'Fatin', z: 'زیادہ' }, 'x')).toEqual(['x.z: only in Urdu'])
  })
})
