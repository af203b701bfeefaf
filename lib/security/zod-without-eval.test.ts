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
})
