/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toListingItem } from '@/lib/listing/options'
import { listingFixture } from '@/test/fixtures/listing-products'
import { DEFAULT_LISTING_STATE, type ListingState } from '@/lib/listing/state'
import { ListingView } from './listing-view'

// The App Router keeps useSearchParams in step with history.replaceState; here the URL is read directly.
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}))

const items = listingFixture.map(toListingItem)
const cards = Object.fromEntries(
  listingFixture.map((product) => [product.id, <p key={product.id}>{product.name}</p>]),
)

function renderView(serverState: ListingState = DEFAULT_LISTING_STATE) {
  return render(
    <ListingView
      basePath="/clothing/abayas"
      categoryName="Abayas"
      items={items}
      cards={cards}
      serverState={serverState}
    />,
  )
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Abayas products' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

beforeEach(() => window.history.replaceState(null, '', '/clothing/abayas'))

describe('ListingView', () => {
  it('renders every card in catalogue order with the count', () => {
    renderView()
    expect(screen.getByRole('status')).toHaveTextContent('6 products')
    expect(shownNames()).toEqual(listingFixture.map((product) => product.name))
  })

  it('opens the filter panel, filters, and writes the state to the URL', async () => {
    const user = userEvent.setup()
    renderView()
    const toggle = screen.getByRole('button', { name: 'Filter' })
    expect(screen.getByRole('form', { hidden: true })).not.toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('form', { name: 'Filter products' })).toBeVisible()

    await user.click(screen.getByRole('checkbox', { name: 'Black (3)' }))
    expect(window.location.pathname + window.location.search).toBe('/clothing/abayas?color=black')
    expect(screen.getByRole('status')).toHaveTextContent('3 products')
    expect(shownNames()).toEqual(['Test product 1', 'Test product 3', 'Test product 6'])
    expect(screen.getByRole('button', { name: 'Remove filter Color: Black' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(window.location.search).toBe('')
    expect(screen.getByRole('status')).toHaveTextContent('6 products')
  })

  it('sorts from the select', async () => {
    const user = userEvent.setup()
    renderView()
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High')
    expect(window.location.search).toBe('?sort=price-low')
    expect(shownNames()).toEqual([2, 3, 6, 1, 4, 5].map((id) => `Test product ${id}`))
  })

  it('starts from the state the server rendered', () => {
    window.history.replaceState(null, '', '/clothing/abayas?color=white&sort=price-high')
    renderView({ ...DEFAULT_LISTING_STATE, color: ['white'], sort: 'price-high' })
    expect(shownNames()).toEqual(['Test product 5', 'Test product 2'])
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-high')
  })

  it('follows the URL when it changes under it', async () => {
    const view = renderView()
    await act(async () => window.history.replaceState(null, '', '/clothing/abayas?size=xl'))
    view.rerender(
      <ListingView
        basePath="/clothing/abayas"
        categoryName="Abayas"
        items={items}
        cards={cards}
        serverState={DEFAULT_LISTING_STATE}
      />,
    )
    expect(shownNames()).toEqual(['Test product 4'])
  })

  it('offers a way out of an empty result', async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/clothing/abayas?color=burgundy')
    renderView({ ...DEFAULT_LISTING_STATE, color: ['burgundy'] })
    expect(screen.getByText('No products match these filters')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(screen.getByRole('status')).toHaveTextContent('6 products')
  })
})

describe('ListingView on the search results page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/search?q=silk'))

  it('names the default order "Best match" and keeps the query when filtering and sorting', async () => {
    const user = userEvent.setup()
    render(
      <ListingView
        basePath="/search"
        categoryName="“silk”"
        items={items}
        cards={cards}
        serverState={DEFAULT_LISTING_STATE}
        featuredLabel="Best match"
      />,
    )
    const sort = screen.getByLabelText('Sort by')
    expect(within(sort).getByRole('option', { name: 'Best match' })).toBeInTheDocument()
    expect(within(sort).queryByRole('option', { name: 'Featured' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await user.click(screen.getByRole('checkbox', { name: 'Black (3)' }))
    await user.selectOptions(sort, 'Price: Low to High')
    const url = new URL(window.location.href)
    expect(url.pathname).toBe('/search')
    expect(url.searchParams.get('q')).toBe('silk')
    expect(url.searchParams.get('color')).toBe('black')
    expect(url.searchParams.get('sort')).toBe('price-low')
    expect(screen.getByRole('status')).toHaveTextContent('3 products')
  })
})

describe('ListingView on a category listing', () => {
  it('keeps "Featured" on a category listing, which passes no label of its own', () => {
    renderView()
    expect(
      within(screen.getByLabelText('Sort by')).getByRole('option', { name: 'Featured' }),
    ).toBeInTheDocument()
  })
})
