/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
const WRONG_CREDENTIALS_MESSAGE = 'Email or password is incorrect.'
import { signInWithEmail } from '@/lib/firebase/identity'
import { SignInForm } from './sign-in-form'

jest.mock('@/lib/firebase/identity', () => ({ signInWithEmail: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))
// The Google button is its own flow (and loads Firebase on demand); this test is about the form.
jest.mock('./google-button', () => ({ GoogleButton: () => null }))

const signIn = jest.mocked(signInWithEmail)

beforeEach(() => jest.clearAllMocks())

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ayesha@example.com')
  await user.type(screen.getByLabelText('Password'), 'secret12')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('SignInForm', () => {
  it('says what is missing without calling Firebase', async () => {
    const user = userEvent.setup()
    render(<SignInForm onSuccess={jest.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(toast.error).toHaveBeenCalledWith('Please enter your email')
    expect(signIn).not.toHaveBeenCalled()
  })

  it('signs in, says so and hands the session on', async () => {
    const session = { user: null, createdProfile: false }
    signIn.mockResolvedValue(session)
    const onSuccess = jest.fn()
    const user = userEvent.setup()
    render(<SignInForm onSuccess={onSuccess} />)
    await fillAndSubmit(user)

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(session))
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ayesha@example.com', password: 'secret12' }),
    )
    expect(toast.success).toHaveBeenCalledWith('Signed in successfully')
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('turns a refusal into a plain sentence and lets the shopper try again', async () => {
    signIn.mockRejectedValue(Object.assign(new Error('denied'), { code: 'auth/invalid-credential' }))
    const onSuccess = jest.fn()
    const user = userEvent.setup()
    render(<SignInForm onSuccess={onSuccess} />)
    await fillAndSubmit(user)

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(WRONG_CREDENTIALS_MESSAGE))
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(screen.getByLabelText('Email')).toHaveValue('ayesha@example.com')
    expect(onSuccess).not.toHaveBeenCalled()
  })
})
