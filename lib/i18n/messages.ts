import { defineTexts, type Texts, type Translation } from './define-texts'

/**
 * What a server action, a route handler or a schema answers instead of a sentence: a code, and the parameters
 * its words need (`{ code: 'out-of-stock', productName: 'Classic Black Abaya' }`). The page picks the words in
 * its language from a table made with defineMessages (GUIDE rule 12: servers answer codes, pages choose words).
 *
 * Where the tables are: the ones several domains share stay here, each named from its domain's code list
 * (common-, form-, account- (lib/auth, order lookup and status), confirm- (lib/orders/confirmation) and
 * shop-message-texts (lib/cart, lib/wishlist, checkout)); a domain with its own folder of words keeps its
 * table there (lib/newsletter/newsletter-message-texts.ts; the e-mails' words in lib/mail/mail-texts.ts and
 * lib/mail/messages/). Moving them would be more than a rename, so they stay, and each domain's code list
 * names its table.
 */
export type Message = { readonly code: string }

/** The parameters of the message(s) of M with code C (a variant may list several codes). */
type ParamsOf<M extends Message, C> = M extends { code: infer K }
  ? C extends K
    ? Omit<M, 'code'>
    : never
  : never

/** One message per code of C (`{ code: 'a' } | { code: 'b' }`), so a table can tell each from the others. */
export type CodeMessages<C extends string> = C extends string ? { code: C } : never

/** The messages of M without the codes C (which another table words). */
export type WithoutCodes<M extends Message, C extends string> = M extends { code: infer K extends string }
  ? [Exclude<K, C>] extends [never]
    ? never
    : Omit<M, 'code'> & { code: Exclude<K, C> }
  : never

/**
 * The words for every message of the union M, keyed by code: a string, or a function of the message's
 * parameters for one that names something (a product, a promo code). TypeScript refuses a table that misses
 * a code, has an extra one or takes other parameters.
 */
export type MessageWords<M extends Message> = {
  readonly [C in M['code']]: keyof ParamsOf<M, C> extends never ? string : (params: ParamsOf<M, C>) => string
}

/** A feature's messages in both languages (registered like any texts, so texts.test.ts checks the Urdu). */
export function defineMessages<M extends Message>(
  name: string,
  en: MessageWords<M>,
  ur: MessageWords<M>,
): Texts<MessageWords<M>> {
  // MessageWords is already its own translation's shape (a string, or a function of the same parameters),
  // which TypeScript cannot see through the mapped types for a generic M.
  return defineTexts<MessageWords<M>>(name, en, ur as unknown as Translation<MessageWords<M>>)
}

/**
 * The words for a message, from a table of the page's language. `fallback` covers a code the table does not
 * know, which only a page older than the server (a deploy in between) can meet.
 */
export function wordsFor<M extends Message>(words: MessageWords<M>, message: M, fallback?: string): string {
  const entry = (words as Record<string, string | ((params: M) => string) | undefined>)[message.code]
  if (typeof entry === 'function') return entry(message)
  return entry ?? fallback ?? message.code
}
