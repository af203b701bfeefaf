/**
 * Which clicks and which intents the shop's one link handler (link-navigation.tsx) takes over. Every
 * LocaleLink is a plain `<a>` marked with SHOP_LINK_ATTRIBUTE: the page's HTML works before (and without)
 * any script, and the browser's own behaviours (a new tab, a download, a same-page #anchor) stay the
 * browser's.
 */

/** Marks an `<a>` as a shop link: its click becomes a client-side navigation. */
export const SHOP_LINK_ATTRIBUTE = 'data-shop-link'
/**
 * A shop link whose navigation replaces the current history entry: one inside an overlay that added an entry
 * of its own for the back gesture to close it (components/ui/use-back-to-close.ts).
 */
export const REPLACE_HISTORY_ATTRIBUTE = 'data-replace-history'
/** A shop link that is never prefetched (a personal page, or a link whose click opens a dialog). */
export const NO_PREFETCH_ATTRIBUTE = 'data-no-prefetch'

/** The attributes that make an `<a>` a shop link, for both link components (locale-link, server-locale-link). */
export function shopLinkMarks(prefetch: false | undefined): Record<string, ''> {
  return { [SHOP_LINK_ATTRIBUTE]: '', ...(prefetch === false ? { [NO_PREFETCH_ATTRIBUTE]: '' } : {}) }
}

/** The parts of a click that decide whether the browser must keep it. */
export type ClickFacts = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** The shop link an event happened in, if any (the target may be an icon or a text inside the link). */
export function shopLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null
  return target.closest<HTMLAnchorElement>(`a[${SHOP_LINK_ATTRIBUTE}]`)
}

/**
 * The in-app address to navigate to for a click on a shop link, or null where the browser should do what
 * it always does: a modified or middle click (a new tab or window), a link opening elsewhere or downloading,
 * a click a handler already took (the sign-in link opens its dialog), another origin, or a jump to an
 * anchor of the page already shown.
 */
export function clickDestination(
  click: ClickFacts,
  link: HTMLAnchorElement,
  current: Location | URL,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  const target = link.getAttribute('target')
  if ((target && target !== '_self') || link.hasAttribute('download')) return null
  return inAppAddress(link, current)
}

/** The address to prefetch when the shopper reaches for a shop link, or null for none. */
export function prefetchDestination(link: HTMLAnchorElement, current: Location | URL): string | null {
  if (link.hasAttribute(NO_PREFETCH_ATTRIBUTE) || link.hasAttribute('download')) return null
  return inAppAddress(link, current)
}

function inAppAddress(link: HTMLAnchorElement, current: Location | URL): string | null {
  const raw = link.getAttribute('href')
  if (!raw) return null
  const url = new URL(raw, current.href)
  if (url.origin !== current.origin) return null
  // The same page with a #fragment: the browser scrolls to it, no navigation needed.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null
  return url.pathname + url.search + url.hash
}
