/** Types for font-subsets.mjs. */
export type FontSubset = {
  source: string
  target: string
  characters: string
  weight: { min: number; max: number }
}
export const LATIN_CHARACTERS: string
export const CORE_CHARACTERS: string
export const EXTENDED_CHARACTERS: string
export const EXTENDED_UNICODE_RANGE: string
export function unicodeRange(text: string): string
export const FONT_SUBSETS: FontSubset[]
export function makeSubset(subset: FontSubset): Promise<Buffer>
