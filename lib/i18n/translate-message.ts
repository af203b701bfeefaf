import type { Texts } from './define-texts'
import type { Locale } from './locales'

/**
 * The page language's version of an English message, looked up by its exact English sentence in the given
 * tables; a message none of them lists is returned as it is.
 */
export function translateMessage(
  locale: Locale,
  message: string,
  tables: ReadonlyArray<Texts<object>>,
): string {
  if (locale === 'en') return message
  for (const table of tables) {
    const english = table.en as Record<string, string>
    const key = Object.keys(english).find((name) => english[name] === message)
    if (key) return (table[locale] as Record<string, string>)[key] ?? message
  }
  return message
}
