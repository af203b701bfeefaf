import { CATEGORY_GROUPS } from '@/data/schemas'

/**
 * Where a group's bare path leads: '/clothing' → '/category/clothing'. A listing's URL is
 * '/clothing/abayas', so a shopper who trims it to '/clothing' (or types it) means the group's page, which
 * lives at '/category/clothing' (the specification's URL); without this they got the 404 screen.
 * Null for any other path.
 */
export function groupLandingPath(path: string): string | null {
  const group = /^\/([a-z]+)\/?$/.exec(path)?.[1]
  return group && (CATEGORY_GROUPS as readonly string[]).includes(group) ? `/category/${group}` : null
}
