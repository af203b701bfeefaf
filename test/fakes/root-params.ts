/**
 * next/root-params is made by Next's compiler for the app's route tree, so Jest has none: tests render the
 * English pages unless they set another language with `setTestLocale` (reset after each test in jest.setup.ts).
 */
let current = 'en'

export async function lang(): Promise<string> {
  return current
}

export function setTestLocale(locale: string) {
  current = locale
}
