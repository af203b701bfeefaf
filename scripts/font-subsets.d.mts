/** Types for font-subsets.mjs. */
export type FontSubset = { source: string; target: string; weight: { min: number; max: number } }
export const LATIN_CHARACTERS: string
export const FONT_SUBSETS: FontSubset[]
export function makeSubset(subset: FontSubset): Promise<Buffer>
