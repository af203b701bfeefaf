/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react'

const refresh = jest.fn()

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/',
}))
const loadIdentity = jest.fn()
jest.mock('@/lib/firebase/identity', () => {
  loadIdentity()
  return {}
})

import { AuthProvider, useAuth } from '@/components/auth/auth-provider'
import { announceSession } from '@/components/auth/use-session-navigation'
import type { AppUser } from '@/lib/auth/user'
import { fakeShopperApi } from '@/test/fakes/shopper-api'

const sara: AppUser = {
  id: 'u1',
  email: 'sara@example.com',
  displayName: 'Sara',
  photoURL: null,
  phoneNumber: null,
  createdAt: null,
  language: 'english',
  isAdmin: false,
}

function WhoIsIn() {
  const { known, user } = useAuth()
  if (!known) return <p>Not known yet</p>
  return <p>{user ? `Signed in as ${user.displayName}` : 'Signed out'}</p>
}

describe('AuthProvider', () => {
  beforeEach(() => {
    refresh.mockClear()
    fakeShopperApi({ user: sara })
  })

  it('knows nobody until the server answers, then shows who it says (the page is static)', async () => {
    fakeShopperApi({ user: sara })
    render(
      <AuthProvider>
        <WhoIsIn />
      </AuthProvider>,
    )
    expect(screen.getByText('Not known yet')).toBeInTheDocument()
    expect(await screen.findByText('Signed in as Sara')).toBeInTheDocument()
  })

  it('stays unknown when the server cannot be reached, rather than showing a signed-out shopper', async () => {
    fakeShopperApi().mockRejectedValue(new TypeError('Failed to fetch'))
    render(
      <AuthProvider>
        <WhoIsIn />
      </AuthProvider>,
    )
    await act(async () => {})
    expect(screen.getByText('Not known yet')).toBeInTheDocument()
  })

  it('switches at once when a sign-in is announced, then reads the new session', async () => {
    const api = fakeShopperApi({ user: null })
    render(
      <AuthProvider>
        <WhoIsIn />
      </AuthProvider>,
    )
    expect(await screen.findByText('Signed out')).toBeInTheDocument()
    act(() => announceSession(sara))
    expect(screen.getByText('Signed in as Sara')).toBeInTheDocument()
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2))
  })

  it('follows a sign-out made elsewhere when the tab comes back into view, and re-renders the page', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000)
    render(
      <AuthProvider>
        <WhoIsIn />
      </AuthProvider>,
    )
    await screen.findByText('Signed in as Sara')
    fakeShopperApi({ user: null })
    now.mockReturnValue(1_000_000 + 60_000)
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(await screen.findByText('Signed out')).toBeInTheDocument()
    expect(refresh).toHaveBeenCalled()
  })

  it('does not load the Firebase SDK just to show who is signed in', async () => {
    render(
      <AuthProvider>
        <WhoIsIn />
      </AuthProvider>,
    )
    await screen.findByText('Signed in as Sara')
    expect(loadIdentity).not.toHaveBeenCalled()
  })

  it('useAuth throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<WhoIsIn />)).toThrow('useAuth must be used inside <AuthProvider>')
  })
})
