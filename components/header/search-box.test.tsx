/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LocaleProvider } from '@/components/i18n/locale-context'
import type { Locale } from '@/lib/i18n/locales'
import { buildSearchIndex, searchIndex, type SearchDocument } from '@/lib/search/search-index'
import { SearchBox } from './search-box'

const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))

/** A small catalogue for the box's index, searched with the real index definition. */
function product(
  id: number,
  en: string,
  ur: string,
  price: number,
  fields: Partial<SearchDocument['fields']> = {},
) {
  return {
    key: `p${id}`,
    kind: 'product' as const,
    id,
    name: { en, ur },
    price,
    image: `products/${id}`,
    category: 'abayas' as const,
    fields: { name: `${en} ${ur}`, category: '', colors: '', fabric: '', description: '', ...fields },
  }
}
const documents: SearchDocument[] = [
  product(1, 'Classic Black Abaya', 'کلاسک سیاہ عبایا', 12999, { category: 'Abayas Clothing' }),
  product(5, 'Butterfly Chiffon Abaya', 'بٹر فلائی شیفون عبایا', 17999, { category: 'Abayas Clothing' }),
  product(902, 'Pure Silk Hijab', 'خالص ریشمی حجاب', 3999),
  product(1001, 'Soft Cotton Shawl', 'نرم سوتی شال', 4599),
  {
    key: 'c-abayas',
    kind: 'category',
    slug: 'abayas',
    group: 'clothing',
    name: { en: 'Abayas', ur: 'عبایا' },
    fields: { name: 'Abayas عبایا', category: '', colors: '', fabric: '', description: '' },
  },
]

const mockLoadSearcher = jest.fn()
jest.mock('./browser-search', () => ({ loadSearcher: () => mockLoadSearcher() }))

function setup(locale: Locale = 'en') {
  const user = userEvent.setup()
  const onNavigate = jest.fn()
  render(
    <LocaleProvider locale={locale}>
      <SearchBox onNavigate={onNavigate} />
      <button type="button">Elsewhere</button>
    </LocaleProvider>,
  )
  const input = screen.getByRole('combobox', {
    name: locale === 'en' ? 'Search products' : 'مصنوعات تلاش کریں',
  })
  return { user, input, onNavigate }
}

const visibleOptions = () => screen.queryAllByRole('option')

/** Types into the box and waits for the index (loaded on first focus) to answer. */
async function typeAndWait(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.type(input, text)
  await waitFor(() => expect(mockLoadSearcher).toHaveBeenCalled())
  await act(async () => {})
}

describe('SearchBox', () => {
  beforeEach(() => {
    push.mockClear()
    mockLoadSearcher.mockReset()
    const index = buildSearchIndex(documents)
    mockLoadSearcher.mockResolvedValue((query: string) => searchIndex(index, query))
  })

  it('loads the index only when the box is first focused', async () => {
    const { user, input } = setup()
    expect(mockLoadSearcher).not.toHaveBeenCalled()
    await user.click(input)
    await waitFor(() => expect(mockLoadSearcher).toHaveBeenCalledTimes(1))
  })

  it('suggests products with picture, name and price, the matching category, and every result', async () => {
    const { user, input } = setup()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await typeAndWait(user, input, 'abaya')

    expect(input).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: 'Search suggestions' })
    expect(input).toHaveAttribute('aria-controls', list.id)
    const options = within(list).getAllByRole('option')
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/product/1',
      '/product/5',
      '/clothing/abayas',
      '/search?q=abaya',
    ])
    expect(options[0]).toHaveTextContent('Classic Black Abaya')
    expect(options[0]).toHaveTextContent('$129.99')
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('products/1'))
    expect(options[2]).toHaveTextContent('Abayas')
    expect(options[2]).toHaveTextContent('Category')
    expect(options[3]).toHaveTextContent('See all results for “abaya”')
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions')
  })

  it('forgives a typo and finds Urdu script', async () => {
    const { user, input } = setup()
    await typeAndWait(user, input, 'chifon')
    expect(visibleOptions()[0]).toHaveTextContent('Butterfly Chiffon Abaya')
    await user.clear(input)
    await user.type(input, 'حجاب')
    expect(visibleOptions()[0]).toHaveTextContent('Pure Silk Hijab')
  })

  it('names products in the page’s language and opens the Urdu results page', async () => {
    const { user, input } = setup('ur')
    await typeAndWait(user, input, 'abaya')
    expect(visibleOptions()[0]).toHaveTextContent('کلاسک سیاہ عبایا')
    expect(visibleOptions()[0]).toHaveAttribute('href', '/ur/product/1')
    await user.keyboard('{Enter}')
    expect(push).toHaveBeenCalledWith('/ur/search?q=abaya')
  })

  it('shows nothing for a whitespace-only query or one without matches', async () => {
    const { user, input } = setup()
    await typeAndWait(user, input, '   ')
    expect(visibleOptions()).toHaveLength(0)
    expect(input).toHaveAttribute('aria-expanded', 'false')

    await user.clear(input)
    await user.type(input, 'sunglasses')
    expect(visibleOptions()).toHaveLength(0)
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('empties the input with the clear button and keeps focus in the box', async () => {
    const { user, input } = setup()
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
    await typeAndWait(user, input, 'silk')
    expect(visibleOptions()).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Clear search' }))

    expect(input).toHaveValue('')
    expect(input).toHaveFocus()
    expect(visibleOptions()).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })

  it('shows suggestions only while focused, and an outside press closes them', async () => {
    const { user, input } = setup()
    await typeAndWait(user, input, 'shawl')
    expect(visibleOptions()).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(visibleOptions()).toHaveLength(0)
    expect(input).toHaveValue('shawl')

    await user.click(input)
    expect(visibleOptions()).toHaveLength(2)
  })

  it('moves through suggestions with the arrow keys and opens one with Enter', async () => {
    const { user, input, onNavigate } = setup()
    await typeAndWait(user, input, 'abaya')
    const options = visibleOptions()
    expect(options).toHaveLength(4)
    expect(input).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
    // wraps from the last back to the first
    expect(input).toHaveAttribute('aria-activedescendant', visibleOptions()[0]?.id)
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', visibleOptions()[2]?.id)

    await user.keyboard('{Enter}')
    expect(push).toHaveBeenCalledWith('/clothing/abayas')
    expect(onNavigate).toHaveBeenCalled()
    expect(input).toHaveValue('')
  })

  it('opens the results page on Enter when no suggestion is highlighted, matches or not', async () => {
    const { user, input } = setup()
    await typeAndWait(user, input, 'black abaya{Enter}')
    expect(push).toHaveBeenLastCalledWith('/search?q=black+abaya')

    await user.type(input, 'zzz{Enter}')
    expect(push).toHaveBeenLastCalledWith('/search?q=zzz')
  })

  it('does nothing on Enter in an empty box', async () => {
    const { user, input } = setup()
    await user.type(input, '  {Enter}')
    expect(push).not.toHaveBeenCalled()
  })

  it('opens the results page from “See all results”', async () => {
    const { user, input } = setup()
    await typeAndWait(user, input, 'silk')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(push).toHaveBeenCalledWith('/search?q=silk')
  })

  it('still opens the results page when the index cannot be loaded, and tries again on the next focus', async () => {
    mockLoadSearcher.mockRejectedValueOnce(new Error('offline'))
    const { user, input } = setup()
    await typeAndWait(user, input, 'abaya')
    expect(visibleOptions()).toHaveLength(0)
    expect(await screen.findByText('Suggestions are unavailable. Press Enter to search.')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(push).toHaveBeenCalledWith('/search?q=abaya')

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    await user.type(input, 'silk')
    await waitFor(() => expect(mockLoadSearcher).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(visibleOptions()).toHaveLength(2))
  })

  it('closes the list with Escape, then clears the query with a second Escape', async () => {
    const { user, input } = setup()
    await typeAndWait(user, input, 'shawl')
    expect(visibleOptions()).toHaveLength(2)
    await user.keyboard('{Escape}')
    expect(visibleOptions()).toHaveLength(0)
    expect(input).toHaveValue('shawl')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })
})
