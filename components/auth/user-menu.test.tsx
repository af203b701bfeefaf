/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LocaleProvider } from '@/components/i18n/locale-context'
import { toast } from '@/components/ui/toast'
import { toastAfterNavigation } from '@/components/ui/toast-after-navigation'
import type { Locale } from '@/lib/i18n/locales'
import { signOutEverywhere } from '@/lib/firebase/identity'
import { UserMenu } from './user-menu'

const shopper = {
  id: 'uid-1',
  email: 'ayesha@example.com',
  displayName: 'Ayesha Khan',
  photoURL: null,
  phoneNumber: null,
  createdAt: null,
  language: 'english',
  isAdmin: false,
}

jest.mock('@/lib/firebase/identity', () => ({ signOutEverywhere: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))
// Sign-out loads a new page: its toast is left for that page to show.
jest.mock('@/components/ui/toast-after-navigation', () => ({ toastAfterNavigation: jest.fn() }))
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}))
// Who is signed in comes from the shopper store in the page; here the menu is simply told.
jest.mock('./auth-provider', () => ({
  AuthProvider: ({ children }: { children: React.ReactNode }) => children,
  useAuth: () => ({ known: true, user: shopper }),
}))
const navigateAfterSessionChange = jest.fn()
jest.mock('./use-session-navigation', () => ({ useSessionNavigation: () => navigateAfterSessionChange }))

const signOut = jest.mocked(signOutEverywhere)

beforeEach(() => jest.clearAllMocks())

async function logOutIn(locale: Locale, menuName: RegExp, logoutName: string) {
  const user = userEvent.setup()
  render(
    <LocaleProvider locale={locale}>
      <UserMenu />
    </LocaleProvider>,
  )
  await user.click(screen.getByRole('button', { name: menuName }))
  await user.click(screen.getByRole('button', { name: logoutName }))
}

describe('UserMenu logout', () => {
  it('says so and goes home when it works', async () => {
    signOut.mockResolvedValue(undefined)
    await logOutIn('en', /Account menu for Ayesha/, 'Logout')

    await waitFor(() =>
      expect(toastAfterNavigation).toHaveBeenCalledWith('success', 'Logged out successfully'),
    )
    expect(navigateAfterSessionChange).toHaveBeenCalledWith(null, '/')
    expect(toast.error).not.toHaveBeenCalled()
  })

  it("says the specification's 'Logout failed' and stays signed in when it fails", async () => {
    signOut.mockRejectedValue(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }))
    await logOutIn('en', /Account menu for Ayesha/, 'Logout')

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Logout failed'))
    expect(navigateAfterSessionChange).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled()
  })

  it('speaks Urdu on an Urdu page: every item and the failure', async () => {
    signOut.mockRejectedValue(new Error('offline'))
    await logOutIn('ur', /کا اکاؤنٹ مینیو/, 'لاگ آؤٹ')

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('لاگ آؤٹ نہیں ہو سکا'))
    expect(screen.getByRole('link', { name: 'میرا اکاؤنٹ' })).toHaveAttribute('href', '/ur/account')
    expect(screen.getByRole('button', { name: 'پاس ورڈ تبدیل کریں' })).toBeVisible()
  })
})
