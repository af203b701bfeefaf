import { saleEntries } from '@/data/sale'
import type { Product, SaleEntry } from '@/data/schemas'
import { activeSales } from './sale'

const entry = (productId: number, saleEnd: string): SaleEntry => ({
  productId,
  saleEnd,
  originalPrice: 14999,
  discountedPrice: 11999,
  discountPercentage: 20,
  rating: 4.5,
  reviews: 120,
})

const product = (id: number): Product => ({
  id,
  name: `Product ${id}`,
  category: 'abayas',
  price: 14999,
  imageSrc: `products/${id}`,
  hoverImageSrc: `products/${id}-hover`,
  colors: [],
  sizes: ['M'],
  fabric: 'Crepe',
  addedOn: '2026-01-01',
  stock: 3,
  description: 'A product used only by this unit test.',
  care: 'Hand wash.',
})

const catalogue = new Map([2, 903, 1401].map((id) => [id, product(id)]))
const lookup = (id: number) => catalogue.get(id)

// The specification's three sales.
const entries = [
  entry(2, '2025-05-15T23:59:59Z'),
  entry(903, '2025-05-10T12:00:00Z'),
  entry(1401, '2025-05-20T00:00:00Z'),
]

const ids = (now: string) => activeSales(entries, new Date(now), lookup).map(({ product }) => product.id)

describe('activeSales', () => {
  afterEach(() => jest.restoreAllMocks())

  it('keeps every sale before any has ended, in order, joined to its product', () => {
    const active = activeSales(entries, new Date('2025-05-01T00:00:00Z'), lookup)
    expect(active.map(({ product }) => product.id)).toEqual([2, 903, 1401])
    expect(active[0]?.entry).toBe(entries[0])
    expect(active[0]?.product.name).toBe('Product 2')
  })

  it('drops each sale once its end has passed', () => {
    expect(ids('2025-05-12T00:00:00Z')).toEqual([2, 1401])
    expect(ids('2025-05-16T00:00:00Z')).toEqual([1401])
    expect(ids('2025-05-20T00:00:01Z')).toEqual([])
    expect(ids('2026-01-01T00:00:00Z')).toEqual([])
  })

  it('treats the exact end instant as ended and the millisecond before as running', () => {
    expect(ids('2025-05-10T11:59:59.999Z')).toEqual([2, 903, 1401])
    expect(ids('2025-05-10T12:00:00Z')).toEqual([2, 1401])
  })

  it('skips an entry whose product does not exist and logs an error', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const withOrphan = [entry(99999, '2025-06-01T00:00:00Z'), ...entries]
    const active = activeSales(withOrphan, new Date('2025-05-01T00:00:00Z'), lookup)
    expect(active.map(({ product }) => product.id)).toEqual([2, 903, 1401])
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toContain('99999')
  })

  it('does not log for an orphan entry that has already ended', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    activeSales([entry(99999, '2025-01-01T00:00:00Z')], new Date('2025-05-01T00:00:00Z'), lookup)
    expect(error).not.toHaveBeenCalled()
  })

  it('joins against the real catalogue by default', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const active = activeSales([entry(1, '2999-01-01T00:00:00Z')], new Date('2025-05-01T00:00:00Z'))
    expect(active.map(({ product }) => product.id)).toEqual([1])
    expect(error).not.toHaveBeenCalled()
  })
})

describe('activeSales with the shop data', () => {
  it('shows all three sales on 1 May 2025, two on 12 May and none today', () => {
    const running = (now: string) => activeSales(saleEntries, new Date(now)).map(({ product }) => product.id)
    expect(running('2025-05-01T00:00:00Z')).toEqual([2, 903, 1401])
    expect(running('2025-05-12T00:00:00Z')).toEqual([2, 1401])
    expect(running('2026-01-01T00:00:00Z')).toEqual([])
  })
})
