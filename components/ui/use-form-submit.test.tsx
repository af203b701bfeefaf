/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { toast } from '@/components/ui/toast'
import { TextField } from '@/components/ui/form-fields'
import { formMessage } from '@/lib/i18n/form-message-texts'
import { type SubmitFailure, useFormSubmit } from './use-form-submit'

jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const schema = z.object({
  name: z.string().trim().min(1, 'name-empty'),
  city: z.string().trim().min(1, 'city-empty'),
})

type Submit = (
  input: z.output<typeof schema>,
  formData: FormData,
) => Promise<{ ok: true } | SubmitFailure | void>

function Form({ submit }: { submit: Submit }) {
  const { formProps, pending, errors, failure } = useFormSubmit({
    schema,
    submit,
    onThrow: (): SubmitFailure => ({ ok: false, code: 'profile-connection-lost' }),
  })
  return (
    <form aria-label="Details" {...formProps}>
      {/* The page's order, unlike the schema's: the first wrong field is the first one the shopper reads. */}
      <TextField name="city" label="City" error={errors.city} />
      <TextField name="name" label="Name" error={errors.name} />
      <button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
      {failure && <p role="alert">{formMessage('en', failure)}</p>}
    </form>
  )
}

beforeEach(() => jest.clearAllMocks())

describe('useFormSubmit', () => {
  it('puts each message by its field, focuses the first wrong field on the page and sends nothing', async () => {
    const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>()
    const user = userEvent.setup()
    render(<Form submit={submit} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please enter your city.')
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name')
    expect(screen.getByLabelText('City')).toHaveFocus()
    expect(toast.error).toHaveBeenCalledTimes(1)
    expect(toast.error).toHaveBeenCalledWith('Please enter your city.')
    expect(submit).not.toHaveBeenCalled()
  })

  it('takes a message away once its field is changed, keeps the others, and checks them all on the next try', async () => {
    const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>()
    const user = userEvent.setup()
    render(<Form submit={submit} />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.type(screen.getByLabelText('City'), 'Lahore')

    expect(screen.getByLabelText('City')).not.toHaveAccessibleDescription('Please enter your city.')
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name')

    await user.clear(screen.getByLabelText('City'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please enter your city.')
    expect(submit).not.toHaveBeenCalled()
  })

  it('marks the form for the early-submit guard and leaves the checking to the schema', () => {
    render(<Form submit={jest.fn()} />)
    const form = screen.getByRole('form', { name: 'Details' })
    expect(form).toHaveAttribute('data-submit-hook', '')
    expect(form).toHaveAttribute('novalidate')
  })

  it('is pending while the submission runs, with the parsed input and the form, and clears after', async () => {
    let finish: () => void = () => {}
    const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(
      () => new Promise<void>((resolve) => (finish = resolve)),
    )
    const user = userEvent.setup()
    render(<Form submit={submit} />)
    await user.type(screen.getByLabelText('City'), 'Lahore')
    await user.type(screen.getByLabelText('Name'), '  Ayesha ')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled()
    expect(submit.mock.calls[0]?.[0]).toEqual({ name: 'Ayesha', city: 'Lahore' })
    expect(submit.mock.calls[0]?.[1].get('city')).toBe('Lahore')
    finish()
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled()
    expect(toast.error).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a refusal as a toast and its field messages by the fields, keeping what was typed', async () => {
    const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => ({
      ok: false,
      code: 'invalid-input',
      fieldErrors: { city: 'city-long' },
    }))
    const user = userEvent.setup()
    render(<Form submit={submit} />)
    await user.type(screen.getByLabelText('City'), 'Atlantis')
    await user.type(screen.getByLabelText('Name'), 'Ayesha')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const words = 'Please shorten the city to 60 characters.'
    expect(await screen.findByRole('alert')).toHaveTextContent(words)
    expect(toast.error).toHaveBeenCalledWith(words)
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(words)
    expect(screen.getByLabelText('City')).toHaveValue('Atlantis')
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it('turns a thrown error into the failure onThrow describes, and pending still clears', async () => {
    const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => {
      throw new TypeError('Failed to fetch')
    })
    const user = userEvent.setup()
    render(<Form submit={submit} />)
    await user.type(screen.getByLabelText('City'), 'Lahore')
    await user.type(screen.getByLabelText('Name'), 'Ayesha')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the shop. Check your connection and press Save again.',
    )
    expect(toast.error).toHaveBeenCalledWith(
      'We could not reach the shop. Check your connection and press Save again.',
    )
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })
})
