import type { Locale } from './locales'

/**
 * The shape a translation must have: the English texts' keys, each a string where the English is a string,
 * a function with the same arguments where the English is a function (for counts and names), and the same
 * nesting. TypeScript then refuses a missing or extra key, and texts.test.ts checks the values.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Translation<T[K]>
}

export type Texts<T> = { readonly [L in Locale]: Translation<T> }

/** Every catalogue of words made with defineTexts, so the completeness test can check each one. */
export const allTexts: Array<{ name: string; texts: Texts<object> }> = []

/**
 * One feature's words in both languages, in one typed place. `name` says which feature in test messages.
 * Use with `useTexts` (client components) or `getTexts` (server components).
 */
export function defineTexts<const T extends object>(name: string, en: T, ur: Translation<T>): Texts<T> {
  // The English words are the shape itself; only their literal types are widened.
  const texts: Texts<T> = { en: en as unknown as Translation<T>, ur }
  allTexts.push({ name, texts })
  return texts
}
