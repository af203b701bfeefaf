/** Where the browser fetches the search index: the static file, named by its version (next.config.ts). */
export const SEARCH_INDEX_PATH = '/search-index.json'

export function searchIndexUrl(version = process.env.NEXT_PUBLIC_SEARCH_INDEX_VERSION): string {
  return version ? `${SEARCH_INDEX_PATH}?v=${version}` : SEARCH_INDEX_PATH
}
