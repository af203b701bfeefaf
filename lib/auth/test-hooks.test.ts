/** @jest-environment jsdom */
import { fakeGoogleAccount } from '@/lib/auth/test-hooks'

const claims = JSON.stringify({ sub: 'g-1', email: 'g@example.com', email_verified: true })

describe('fakeGoogleAccount', () => {
  const original = process.env.NEXT_PUBLIC_SHOP_TEST_HOOKS
  afterEach(() => {
    process.env.NEXT_PUBLIC_SHOP_TEST_HOOKS = original
    delete (window as Window & { __shopFakeGoogleAccount?: string }).__shopFakeGoogleAccount
  })

  it('is off unless the build enabled test hooks, whatever a page script sets', () => {
    delete process.env.NEXT_PUBLIC_SHOP_TEST_HOOKS
    ;(window as Window & { __shopFakeGoogleAccount?: string }).__shopFakeGoogleAccount = claims
    expect(fakeGoogleAccount()).toBeNull()
  })

  it('hands the test its fake Google account when enabled', () => {
    process.env.NEXT_PUBLIC_SHOP_TEST_HOOKS = '1'
    expect(fakeGoogleAccount()).toBeNull()
    ;(window as Window & { __shopFakeGoogleAccount?: string }).__shopFakeGoogleAccount = claims
    expect(fakeGoogleAccount()).toBe(claims)
  })
})
