import { z } from 'zod'
import { FORM_ISSUE, zodFieldErrors } from './field-errors'

const schema = z
  .object({
    name: z.string().min(1, 'name-empty').max(5, 'name-long'),
    address: z.object({ city: z.string().min(1, 'city-empty') }),
    password: z.string(),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    message: 'passwords-differ',
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
    expect(fields).toEqual({ name: 'name-empty', 'address.city': 'city-empty' })
    expect(first).toBe('name-empty')
  })

  it('files a refinement under the field it names', () => {
    const { fields } = zodFieldErrors(
      errorFor({ name: 'Ana', address: { city: 'Lahore' }, password: 'a', confirm: 'b' }),
    )
    expect(fields).toEqual({ confirm: 'passwords-differ' })
  })

  it('files an issue about the whole input under the form', () => {
    const parsed = z.string({ error: 'invalid-input' }).safeParse(42)
    expect(parsed.success).toBe(false)
    expect(zodFieldErrors(parsed.error!)).toEqual({
      fields: { [FORM_ISSUE]: 'invalid-input' },
      first: 'invalid-input',
    })
  })

  it('files words that are not a code (zod’s own) under the fallback code', () => {
    const parsed = z.object({ city: z.string() }).safeParse({ city: 1 })
    expect(zodFieldErrors(parsed.error!, 'city-empty')).toEqual({
      fields: { city: 'city-empty' },
      first: 'city-empty',
    })
  })

  it('falls back to a code of the caller’s when zod reports no issue', () => {
    expect(zodFieldErrors(new z.ZodError([]), 'delivery-name-empty')).toEqual({
      fields: {},
      first: 'delivery-name-empty',
    })
  })
})
