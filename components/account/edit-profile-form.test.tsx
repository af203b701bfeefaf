/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { updateDisplayName } from '@/lib/auth/actions'
import { requestShopper } from '@/lib/shopper/browser-store'
import { PersonalReloadContext } from '@/components/personal/personal-reload'
import { EditProfileForm } from './edit-profile-form'

const PROFILE_CONNECTION_ERROR = 'We could not reach the shop. Check your connection and press Save again.'

jest.mock('@/lib/auth/actions', () => ({ updateDisplayName: jest.fn() }))
jest.mock('@/lib/shopper/browser-store', () => ({ requestShopper: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const update = jest.mocked(updateDisplayName)

beforeEach(() => jest.clearAllMocks())

async function rename(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(screen.getByLabelText('Display name'))
  if (name) await user.type(screen.getByLabelText('Display name'), name)
  await user.click(screen.getByRole('button', { name: 'Save' }))
}

describe('EditProfileForm', () => {
  it('asks for a name before anything is sent', async () => {
    const user = userEvent.setup()
    render(<EditProfileForm displayName="Zainab" onDone={jest.fn()} />)
    await rename(user, '')

    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription('Please enter your name')
    expect(toast.error).toHaveBeenCalledWith('Please enter your name')
    expect(update).not.toHaveBeenCalled()
  })

  it('saves, says so, reloads the account and the header, and closes', async () => {
    update.mockResolvedValue({ ok: true, displayName: 'Zainab Ahmed' })
    const onDone = jest.fn()
    const reloadAccount = jest.fn(async () => {})
    const user = userEvent.setup()
    render(
      <PersonalReloadContext value={reloadAccount}>
        <EditProfileForm displayName="Zainab" onDone={onDone} />
      </PersonalReloadContext>,
    )
    await rename(user, 'Zainab Ahmed')

    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(update.mock.calls[0]?.[0].get('displayName')).toBe('Zainab Ahmed')
    expect(toast.success).toHaveBeenCalledWith('Profile updated!')
    expect(reloadAccount).toHaveBeenCalled()
    expect(requestShopper).toHaveBeenCalledWith({ force: true })
  })

  it('shows a refusal by the field and as a toast, and stays open with what was typed', async () => {
    update.mockResolvedValue({
      ok: false,
      code: 'invalid-input',
      fieldErrors: { displayName: 'name-long' },
    })
    const onDone = jest.fn()
    const user = userEvent.setup()
    render(<EditProfileForm displayName="Zainab" onDone={onDone} />)
    await rename(user, 'Zainab Ahmed')

    await waitFor(() =>
      expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
        'Please keep your name under 80 characters',
      ),
    )
    expect(toast.error).toHaveBeenCalledWith('Please keep your name under 80 characters')
    expect(screen.getByLabelText('Display name')).toHaveValue('Zainab Ahmed')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('says the shop could not be reached when the answer is lost', async () => {
    update.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = userEvent.setup()
    render(<EditProfileForm displayName="Zainab" onDone={jest.fn()} />)
    await rename(user, 'Zainab Ahmed')

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PROFILE_CONNECTION_ERROR))
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })
})
