/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { buildCartView } from '@/lib/cart/cart-view-model'
import type { AccountPageData } from '@/lib/account/account-page-data'
import { AccountFromServer } from './account-from-server'

// Server actions: not called here.
jest.mock('@/lib/auth/actions', () => ({ updateDisplayName: jest.fn(), changeLanguage: jest.fn() }))
jest.mock('@/lib/address-book/actions', () => ({
  makeDefaultAddressAction: jest.fn(),
  deleteAddressAction: jest.fn(),
}))
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/account',
}))

const account: AccountPageData = {
  user: {
    id: 'u1',
    email: 'zainab@example.com',
    displayName: 'Zainab Ahmed',
    photoURL: null,
    phoneNumber: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    language: 'english',
    isAdmin: false,
  },
  wishlist: [],
  cart: buildCartView({ signedIn: true, lines: [], stocks: new Map(), isFirstOrder: true }),
  orders: [],
  addressBook: {
    addresses: [
      {
        id: 'a1b2c3d4e5f60718',
        fullName: 'Zainab Ahmed',
        mobile: '+923001234567',
        address: 'House 7, Model Town',
        city: 'Lahore',
        province: 'Punjab',
        postalCode: null,
      },
    ],
    defaultId: null,
  },
}

// jsdom has no Response: the hook reads only ok, status and json().
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body })

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('the account page body', () => {
  it('says it is loading, then shows the account the server answered', async () => {
    fetchMock.mockReturnValue(answer(200, { account }))
    render(<AccountFromServer />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading account...')
    const details = await screen.findByRole('region', { name: 'Your details' })
    expect(details).toHaveTextContent('Zainab Ahmed')
    expect(details).toHaveTextContent('zainab@example.com')
    expect(screen.getByRole('region', { name: 'My orders' })).toBeInTheDocument()
    // Her saved address, the one the checkout fills in (her only one), with the way to forget it.
    const addresses = screen.getByRole('region', { name: 'Saved addresses' })
    expect(addresses).toHaveTextContent('House 7, Model Town, Lahore, Punjab')
    expect(addresses).toHaveTextContent('0300 1234567')
    expect(addresses).toHaveTextContent('Default at checkout')
    expect(screen.queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Delete\W+House 7, Model Town$/ })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account?lang=en',
      expect.objectContaining({ cache: 'no-store' }),
    )
  })

  it('shows the signed-out state, with the way to sign in, when nobody is signed in', async () => {
    fetchMock.mockReturnValue(answer(200, { account: null }))
    render(<AccountFromServer />)
    expect(await screen.findByText('You must be signed in to view this page.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin?next=%2Faccount')
  })

  it('asks to try again when the store cannot answer, and shows the account once it can', async () => {
    fetchMock.mockReturnValueOnce(answer(503, { error: 'store-unavailable' }))
    render(<AccountFromServer />)
    const alert = await screen.findByRole('alert')
    expect(screen.queryByText('Zainab Ahmed')).not.toBeInTheDocument()

    fetchMock.mockReturnValueOnce(answer(200, { account }))
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Your details' })).toHaveTextContent('Zainab Ahmed')
  })
})
