import { requestTime } from './request-time'

jest.mock('server-only', () => ({}))
jest.mock('next/server', () => ({ connection: jest.fn(async () => {}) }))
const requestHeaders = new Headers()
jest.mock('next/headers', () => ({ headers: jest.fn(async () => requestHeaders) }))

const FIXED = '2025-05-01T00:00:00Z'

describe('requestTime', () => {
  const saved = process.env.SHOP_ALLOW_TEST_CLOCK

  beforeEach(() => {
    requestHeaders.delete('x-test-now')
    delete process.env.SHOP_ALLOW_TEST_CLOCK
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.SHOP_ALLOW_TEST_CLOCK
    else process.env.SHOP_ALLOW_TEST_CLOCK = saved
  })

  it('is the real time by default', async () => {
    const before = Date.now()
    const now = (await requestTime()).getTime()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it('ignores the x-test-now header unless the test clock is switched on', async () => {
    requestHeaders.set('x-test-now', FIXED)
    expect((await requestTime()).getFullYear()).not.toBe(2025)
    process.env.SHOP_ALLOW_TEST_CLOCK = 'true'
    expect((await requestTime()).getFullYear()).not.toBe(2025)
  })

  it('uses the x-test-now header when SHOP_ALLOW_TEST_CLOCK=1', async () => {
    process.env.SHOP_ALLOW_TEST_CLOCK = '1'
    requestHeaders.set('x-test-now', FIXED)
    expect((await requestTime()).toISOString()).toBe('2025-05-01T00:00:00.000Z')
  })

  it('falls back to the real time for a malformed header', async () => {
    process.env.SHOP_ALLOW_TEST_CLOCK = '1'
    requestHeaders.set('x-test-now', 'not a date')
    expect(Math.abs((await requestTime()).getTime() - Date.now())).toBeLessThan(1000)
  })
})
