/**
 * The URL a page uses for one of the shop's pictures (public/images): the path plus `?v=` and a hash of all
 * the artwork, computed when the shop is built (next.config.ts). With the version in the URL the files can
 * be cached for a year as immutable (next.config.ts headers); new artwork means a new version, so no
 * browser or CDN keeps an old picture.
 */
export function artworkUrl(src: string, version = process.env.NEXT_PUBLIC_ARTWORK_VERSION): string {
  if (!version || !src.startsWith('/images/') || src.includes('?')) return src
  return `${src}?v=${version}`
}
