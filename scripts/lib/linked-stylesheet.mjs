/**
 * The first stylesheet a page's HTML links, as an absolute URL, or undefined when it links none. Used by the
 * benchmark to copy the shop's stylesheet, exactly as its pages link it, into the reference page's variants.
 */
export function linkedStylesheet(html, pageUrl) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?stylesheet["'\s/>]/i.test(tag)) continue
    const href = /\bhref=(?:"([^"]*)"|'([^']*)')/i.exec(tag)
    const value = href?.[1] ?? href?.[2]
    if (value) return new URL(value.replaceAll('&amp;', '&'), pageUrl).href
  }
  return undefined
}
