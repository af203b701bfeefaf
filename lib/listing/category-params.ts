import type { Category, CategoryGroup } from '@/data/schemas'
import { findCategory } from '@/lib/catalogue'

/** The dynamic part of a listing route, app/{group}/[category]. */
export interface CategoryParams {
  category: string
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The category a listing route's params name. The '&' of 'pins-&-accessories' may reach us raw or still
 * encoded as %26 (browsers and crawlers differ), so both spellings resolve.
 */
export function categoryFromParams(group: CategoryGroup, params: CategoryParams): Category | undefined {
  return findCategory(group, params.category) ?? findCategory(group, decodeOnce(params.category))
}
