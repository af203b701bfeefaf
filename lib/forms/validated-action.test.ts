import { z } from 'zod'
import { formFields, runValidated } from './validated-action'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'

const schema = z.object({ quantity: z.number().int().min(1, 'quantity-range') })

describe('runValidated', () => {
  it('runs the work with parsed input', async () => {
    await expect(
      runValidated(schema, { quantity: 2 }, async ({ quantity }) => ({
        ok: true as const,
        double: quantity * 2,
      })),
    ).resolves.toEqual({
      ok: true,
      double: 4,
    })
  })

  it('refuses invalid input without running the work', async () => {
    const work = jest.fn()
    await expect(runValidated(schema, { quantity: 0 }, work)).resolves.toEqual({
      ok: false,
      code: 'invalid-input',
      fieldErrors: { quantity: 'quantity-range' },
    })
    expect(work).not.toHaveBeenCalled()
  })

  it('turns an unexpected failure into a code, never the error itself', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      runValidated(schema, { quantity: 1 }, async () => {
        throw new Error('database down')
      }),
    ).resolves.toEqual({ ok: false, code: 'unexpected' })
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
  })

  it('reads the text fields of a form', () => {
    const data = new FormData()
    data.set('city', 'Lahore')
    data.set('file', new Blob(['x']))
    data.set('$ACTION_KEY', 'k1')
    expect(formFields(data)).toEqual({ city: 'Lahore' })
  })
})

describe('runValidated with input no form sends', () => {
  const strict = z.object({
    productId: z.number().int().positive(),
    note: z.string().max(5),
    quantity: z.number().int().min(1, 'quantity-range'),
  })

  it.each([
    [{ productId: 'abc', note: 'ok', quantity: 1 }],
    [{ productId: 1, note: 'far too long', quantity: 1 }],
    [{ productId: -1, note: 7, quantity: 1 }],
    [{}],
  ])('answers %p with codes, never zod’s words', async (input) => {
    const result = await runValidated(strict, input, async () => ({ ok: true as const }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.code).toBe('invalid-input')
    const fields = Object.values(result.fieldErrors ?? {})
    expect(fields.length).toBeGreaterThan(0)
    for (const code of fields) expect(code).toBe('invalid-input')
  })

  it('keeps a code the schema carries', async () => {
    const result = await runValidated(strict, { productId: 1, note: 'ok', quantity: 0 }, async () => ({
      ok: true as const,
    }))
    expect(result).toEqual({ ok: false, code: 'invalid-input', fieldErrors: { quantity: 'quantity-range' } })
  })

  it('reads no fields from something that is not a form', () => {
    expect(formFields('fullName=x')).toEqual({})
    expect(formFields({ fullName: 'x' })).toEqual({})
    expect(formFields(null)).toEqual({})
  })
})

describe('runValidated when the store cannot be reached', () => {
  it('tells the shopper nothing was changed and to try again, not that something broke', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      runValidated(schema, { quantity: 1 }, async () => {
        throw new ServiceUnavailableError('firestore', 'change bag', 'timeout')
      }),
    ).resolves.toEqual({ ok: false, code: 'unavailable' })
    spy.mockRestore()
  })
})
