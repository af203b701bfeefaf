import { site } from '@/data/site'

/** The absolute origin of the shop, for canonical links, the sitemap and shared-link previews. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL ?? site.defaultUrl).replace(/\/$/, '')
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`
}
