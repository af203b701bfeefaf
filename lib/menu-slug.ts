/**
 * The specification's rule for menu links: /{trigger-slug}/{item-slug}, lowercased, spaces to hyphens.
 * 'Pins & Accessories' becomes 'pins-&-accessories'.
 */
export function menuSlug(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, '-')
}

export function menuHref(trigger: string, item: string): string {
  return `/${menuSlug(trigger)}/${menuSlug(item)}`
}
