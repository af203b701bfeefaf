/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SearchBox } from './search-box'

const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))

function setup() {
  const user = userEvent.setup()
  const onNavigate = jest.fn()
  render(
    <>
      <SearchBox onNavigate={onNavigate} />
      <button type="button">Elsewhere</button>
    </>,
  )
  const input = screen.getByRole('combobox', { name: 'Search products' })
  return { user, input, onNavigate }
}

const visibleOptions = () => screen.queryAllByRole('option')

describe('SearchBox', () => {
  beforeEach(() => push.mockClear())

  it('shows matching suggestions while typing, each linking to its product', async () => {
    const { user, input } = setup()
    expect(input).toHaveAttribute('aria-expanded', 'false')

    await user.type(input, 'abaya')

    expect(input).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: 'Search suggestions' })
    expect(input).toHaveAttribute('aria-controls', list.id)
    const options = within(list).getAllByRole('option')
    expect(options).toHaveLength(1)
    expect(options[0]).toHaveTextContent('Classic Black Abaya')
    expect(options[0]).toHaveTextContent('Clothing')
    expect(options[0]).toHaveAttribute('href', '/product/1')
  })

  it('matches categories case-insensitively and links every suggestion', async () => {
    const { user, input } = setup()
    await user.type(input, 'HIJABS')
    const options = visibleOptions()
    expect(options.map((option) => option.getAttribute('href'))).toEqual(['/product/902', '/product/1001'])
  })

  it('shows nothing for a whitespace-only query or one without matches', async () => {
    const { user, input } = setup()
    await user.type(input, '   ')
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
    await user.type(input, 'silk')
    expect(visibleOptions()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Clear search' }))

    expect(input).toHaveValue('')
    expect(input).toHaveFocus()
    expect(visibleOptions()).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  })

  it('shows suggestions only while focused, and an outside press closes them', async () => {
    const { user, input } = setup()
    await user.type(input, 'gold')
    expect(visibleOptions()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(visibleOptions()).toHaveLength(0)
    expect(input).toHaveValue('gold')

    await user.click(input)
    expect(visibleOptions()).toHaveLength(1)
  })

  it('moves through suggestions with the arrow keys and opens one with Enter', async () => {
    const { user, input, onNavigate } = setup()
    await user.type(input, 'clothing')
    const options = visibleOptions()
    expect(options).toHaveLength(3)
    expect(input).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    // wraps from the last back to the first
    expect(input).toHaveAttribute('aria-activedescendant', visibleOptions()[0]?.id)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', visibleOptions()[2]?.id)

    await user.keyboard('{Enter}')
    expect(push).toHaveBeenCalledWith('/product/101')
    expect(onNavigate).toHaveBeenCalled()
    expect(input).toHaveValue('')
  })

  it('opens the first match on Enter when none is highlighted, and ignores Enter without matches', async () => {
    const { user, input } = setup()
    await user.type(input, 'zzz{Enter}')
    expect(push).not.toHaveBeenCalled()

    await user.clear(input)
    await user.type(input, 'pearl{Enter}')
    expect(push).toHaveBeenCalledWith('/product/1701')
  })

  it('closes the list with Escape, then clears the query with a second Escape', async () => {
    const { user, input } = setup()
    await user.type(input, 'shawl')
    expect(visibleOptions()).toHaveLength(1)
    await user.keyboard('{Escape}')
    expect(visibleOptions()).toHaveLength(0)
    expect(input).toHaveValue('shawl')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
  })
})
