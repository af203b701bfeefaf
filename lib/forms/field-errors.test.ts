import { z } from 'zod'
import { FORM_ISSUE, zodFieldErrors } from './field-errors'

const schema = z
  .object({
    name: z.string().min(1, 'Please enter your name.').max(5, 'Please shorten your name.'),
    address: z.object({ city: z.string().min(1, 'Please enter your city.') }),
    password: z.string(),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    message: "Passwords don't match",
    path: ['confirm'],
  })

function errorFor(input: unknown): z.ZodError {
  const parsed = schema.safeParse(input)
  if (parsed.success) throw new Error('expected a failure')
  return parsed.error
}

describe('zodFieldErrors', () => {
  it('keeps the first message for each field and names nested fields by their path', () => {
    const { fields, first } = zodFieldErrors(
      errorFor({ name: '', address: { city: '' }, password: '', confirm: '' }),
    )
    expect(fields).toEqual({ name: 'Please enter your name.', 'address.city': 'Please enter your city.' })
    expect(first).toBe('Please enter your name.')
  })

  it('files a refinement under the field it names', () => {
    const { fields } = zodFieldErrors(
      errorFor({ name: 'Ana', address: { city: 'Lahore' }, password: 'a', confirm: 'b' }),
    )
    expect(fields).toEqual({ confirm: "Passwords don't match" })
  })

  it('files an issue about the whole input under the form', () => {
    const parsed = z.string({ error: 'Please send a form.' }).safeParse(42)
    expect(parsed.success).toBe(false)
    expect(zodFieldErrors(parsed.error!)).toEqual({
      fields: { [FORM_ISSUE]: 'Please send a form.' },
      first: 'Please send a form.',
    })
  })

  it('falls back to a sentence of the caller’s when zod reports no issue', () => {
    expect(zodFieldErrors(new z.ZodError([]), 'Please check your delivery details.')).toEqual({
      fields: {},
      first: 'Please check your delivery details.',
    })
  })
})
