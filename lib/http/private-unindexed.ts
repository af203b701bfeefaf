/**
 * For an answer about one person at one moment (the back office, a link the shop mailed): never cached
 * anywhere and never indexed, even if its address leaks. Response headers, since robots metadata alone would
 * not reach a redirect or a 404.
 */
export const PRIVATE_UNINDEXED_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex, nofollow'],
]

export function withPrivateUnindexedHeaders<R extends { headers: Headers }>(response: R): R {
  for (const [name, value] of PRIVATE_UNINDEXED_HEADERS) response.headers.set(name, value)
  return response
}
