/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'

const refresh = jest.fn()
let reportIdentity: (identity: { uid: string } | null) => void = () => {}

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/',
}))
jest.mock('@/lib/firebase/identity', () => ({
  subscribeToIdentity: (onChange: typeof reportIdentity) => {
    reportIdentity = onChange
    return () => {}
  },
}))

import { AuthProvider, useAuth } from '@/components/auth/auth-provider'
import type { AppUser } from '@/lib/auth/user'

const sara: AppUser = {
  id: 'u1',
  email: 'sara@example.com',
  displayName: 'Sara',
  photoURL: null,
  phoneNumber: null,
  createdAt: null,
  isAdmin: false,
}

function WhoIsIn() {
  const { user } = useAuth()
  return <p>{user ? `Signed in as ${user.displayName}` : 'Signed out'}</p>
}

describe('AuthProvider', () => {
  beforeEach(() => refresh.mockClear())

  it('renders the server user at once, with no loading state', () => {
    render(
      <AuthProvider initialUser={sara}>
        <WhoIsIn />
      </AuthProvider>,
    )
    expect(screen.getByText('Signed in as Sara')).toBeInTheDocument()
  })

  it('takes a new server user when the server re-renders', () => {
    const { rerender } = render(
      <AuthProvider initialUser={null}>
        <WhoIsIn />
      </AuthProvider>,
    )
    expect(screen.getByText('Signed out')).toBeInTheDocument()
    rerender(
      <AuthProvider initialUser={sara}>
        <WhoIsIn />
      </AuthProvider>,
    )
    expect(screen.getByText('Signed in as Sara')).toBeInTheDocument()
  })

  it('follows a sign-out Firebase reports (another tab) and asks the server again', async () => {
    render(
      <AuthProvider initialUser={sara}>
        <WhoIsIn />
      </AuthProvider>,
    )
    await act(async () => {})
    act(() => reportIdentity({ uid: 'u1' }))
    expect(screen.getByText('Signed in as Sara')).toBeInTheDocument()
    act(() => reportIdentity(null))
    expect(screen.getByText('Signed out')).toBeInTheDocument()
    expect(refresh).toHaveBeenCalled()
  })

  it('does not sign out when the browser SDK simply has no user of its own', async () => {
    render(
      <AuthProvider initialUser={sara}>
        <WhoIsIn />
      </AuthProvider>,
    )
    await act(async () => {})
    act(() => reportIdentity(null))
    expect(screen.getByText('Signed in as Sara')).toBeInTheDocument()
  })

  it('useAuth throws outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<WhoIsIn />)).toThrow('useAuth must be used inside <AuthProvider>')
  })
})
