import { fixtureProducts, ABAYA, KAFTAN, SCARF, TUNIC } from '@/test/fixtures/fixture-products'
import type { ProductStock } from '@/lib/stock/stock-doc'
import { stockFilters, stockRows } from './stock-filters'

const stock = (productId: number, variants: Record<string, number>): [number, ProductStock] => [
  productId,
  { productId, form: 'variants', variants },
]
const stocks = new Map([
  stock(ABAYA, { 'Black|S': 9, 'Black|M': 0, 'Black|L': 9, 'Navy|S': 9, 'Navy|M': 9, 'Navy|L': 9 }),
  stock(SCARF, { 'Emerald|': 3 }),
  stock(KAFTAN, { 'Beige|M': 20 }),
  stock(TUNIC, { '|S': 50, '|M': 50 }),
])
const waiting = new Map([['1|Black|M', 2]])

describe('the stock page’s filters', () => {
  it('reads them from the URL, ignoring anything else', () => {
    expect(stockFilters({ q: ' abaya ', show: 'low', group: 'clothing' })).toEqual({
      q: 'abaya',
      show: 'low',
      group: 'clothing',
    })
    expect(stockFilters({ show: 'everything', group: 'shoes' })).toEqual({ q: null, show: null, group: null })
  })

  it('lists each product with its variants, figures and waiting shoppers', () => {
    const [abaya] = stockRows(fixtureProducts, stocks, waiting, { q: 'abaya', show: null, group: null })
    expect(abaya?.total).toBe(45)
    expect(abaya?.variants.find((variant) => variant.key === 'Black|M')).toEqual({
      key: 'Black|M',
      label: 'Black / M',
      available: 0,
      waiting: 2,
    })
  })

  it('shows products with a size or colour sold out, or running low, and by group', () => {
    const ids = (filters: Parameters<typeof stockRows>[3]) =>
      stockRows(fixtureProducts, stocks, waiting, filters).map((row) => row.id)
    // The lipstick has no document in this map: it reads 0.
    expect(ids({ q: null, show: 'sold-out', group: null })).toEqual([ABAYA, 3])
    expect(ids({ q: null, show: 'low', group: null })).toEqual([ABAYA, SCARF, 3])
    expect(ids({ q: null, show: null, group: 'beauty' })).toEqual([3])
    expect(ids({ q: '4', show: null, group: null })).toEqual([KAFTAN])
  })
})
