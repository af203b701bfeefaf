import { categories } from '@/data/categories'
import { CATEGORY_GROUPS, type CategoryGroup, type Product } from '@/data/schemas'
import { type ProductStock, totalOf } from '@/lib/stock/stock-doc'
import { LOW_STOCK_THRESHOLD } from '@/lib/stock/stock-status'
import { variantLabel, variantsOf } from '@/lib/stock/variants'

/**
 * /staff/stock's search and filters, kept in the URL (a plain GET form, like the orders' filters):
 * `q` a name or product id, `show` sold-out or low (a size or colour at 0, or at the low-stock threshold or
 * under), `group` a category group.
 */
export type StockFilters = { q: string | null; show: 'sold-out' | 'low' | null; group: CategoryGroup | null }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function stockFilters(params: SearchParams): StockFilters {
  const q = first(params.q)?.trim().slice(0, 80) || null
  const show = first(params.show)
  const group = first(params.group)
  return {
    q,
    show: show === 'sold-out' || show === 'low' ? show : null,
    group: (CATEGORY_GROUPS as readonly string[]).includes(group ?? '') ? (group as CategoryGroup) : null,
  }
}

/** `label`: 'Black / M', or empty for a product with neither colours nor sizes. */
export type StockRowVariant = { key: string; label: string; available: number; waiting: number }
export type StockRow = {
  id: number
  name: string
  group: CategoryGroup
  total: number
  variants: StockRowVariant[]
}

const groupOf = (product: Pick<Product, 'category'>): CategoryGroup =>
  categories.find((category) => category.slug === product.category)?.group ?? 'clothing'

/** Every product with its variants' figures (and how many shoppers wait for each), filtered. */
export function stockRows(
  products: readonly Product[],
  stocks: ReadonlyMap<number, ProductStock>,
  waiting: ReadonlyMap<string, number>,
  filters: StockFilters,
): StockRow[] {
  const needle = filters.q?.toLowerCase() ?? null
  return products
    .map((product) => {
      const figures = stocks.get(product.id)?.variants ?? {}
      return {
        id: product.id,
        name: product.name,
        group: groupOf(product),
        total: totalOf(figures),
        variants: variantsOf(product).map((variant) => ({
          key: variant.key,
          label: variantLabel(variant),
          available: figures[variant.key] ?? 0,
          waiting: waiting.get(`${product.id}|${variant.key}`) ?? 0,
        })),
      }
    })
    .filter((row) => !needle || row.name.toLowerCase().includes(needle) || String(row.id) === needle)
    .filter((row) => !filters.group || row.group === filters.group)
    .filter((row) => {
      if (filters.show === 'sold-out') return row.variants.some((variant) => variant.available === 0)
      if (filters.show === 'low')
        return row.variants.some((variant) => variant.available <= LOW_STOCK_THRESHOLD)
      return true
    })
}
