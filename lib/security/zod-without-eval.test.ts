import { turnOffZodEval } from '@/lib/security/zod-without-eval'

describe('turnOffZodEval', () => {
  it('is the jitless setting zod itself reads, so no schema probes for eval', async () => {
    turnOffZodEval()
    const { config } = await import('zod/v4/core')
    expect(config().jitless).toBe(true)

    const evaluate = jest.spyOn(globalThis, 'Function')
    const { z } = await import('zod')
    const schema = z.object({ email: z.email(), quantity: z.number().int() })
    expect(schema.parse({ email: 'a@example.com', quantity: 2 })).toEqual({
      email: 'a@example.com',
      quantity: 2,
    })
    expect(evaluate).not.toHaveBeenCalled()
  })

  it('reaches zod when zod has loaded first, and keeps its other settings', async () => {
    await jest.isolateModulesAsync(async () => {
      const { config } = await import('zod/v4/core')
      config({ jitless: false, customError: undefined })
      turnOffZodEval()
      expect(config().jitless).toBe(true)
      expect(config()).toHaveProperty('customError')
    })
  })
})
