/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { SaleOffer } from '@/lib/sale'
import { SaleList } from './sale-list'

const offer = (productId: number, saleEnd: string): SaleOffer => ({
  entry: {
    productId,
    saleEnd,
    originalPrice: 2999,
    discountedPrice: 2499,
    discountPercentage: 16.67,
    rating: 4.2,
    reviews: 85,
  },
  product: {
    id: productId,
    name: `Product ${productId}`,
    imageSrc: `products/${productId}`,
    href: `/product/${productId}`,
  },
})

const offers = [offer(2, '2025-05-15T23:59:59Z'), offer(903, '2025-05-10T12:00:00Z')]

describe('SaleList', () => {
  afterEach(() => jest.useRealTimers())

  it('renders the empty state in the static HTML when every sale had ended when the page was built', () => {
    const html = renderToString(<SaleList offers={offers} renderedAt={Date.parse('2026-01-01T00:00:00Z')} />)
    expect(html).toContain('No Active Sales at the Moment')
    expect(html).not.toContain('Loading today')
  })

  it('holds the place with the skeleton when a sale was still running at build time', () => {
    const html = renderToString(<SaleList offers={offers} renderedAt={Date.parse('2025-05-01T00:00:00Z')} />)
    expect(html).toContain('Loading today')
    expect(html).not.toContain('Product 2')
  })

  it("then shows only what is still running by the visitor's clock", () => {
    jest.useFakeTimers({ now: new Date('2025-05-12T00:00:00Z') })
    render(<SaleList offers={offers} renderedAt={Date.parse('2025-05-01T00:00:00Z')} />)
    expect(screen.getByRole('list', { name: 'Sale items' })).toBeInTheDocument()
    expect(screen.getByText('Product 2')).toBeInTheDocument()
    expect(screen.queryByText('Product 903')).not.toBeInTheDocument()
  })
})
