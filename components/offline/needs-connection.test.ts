/** @jest-environment jsdom */
import type { FormEvent } from 'react'
import { toast } from '@/components/ui/toast'
import { stopSubmitWhenOffline, whenConnected } from './needs-connection'

jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

let online = true
beforeEach(() => {
  jest.clearAllMocks()
  online = true
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online)
})
afterEach(() => jest.restoreAllMocks())

describe('whenConnected', () => {
  it('online, runs the action and answers what it answered, saying nothing', async () => {
    const action = jest.fn().mockResolvedValue({ ok: true })
    await expect(whenConnected('en', 'addToBag', action)).resolves.toEqual({ ok: true })
    expect(action).toHaveBeenCalledTimes(1)
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('offline, never sends the action and says, in her language, what needs a connection', async () => {
    online = false
    const action = jest.fn()
    await expect(whenConnected('en', 'changeBag', action)).resolves.toBeNull()
    await expect(whenConnected('ur', 'changeBag', action)).resolves.toBeNull()
    expect(action).not.toHaveBeenCalled()
    expect(toast.error).toHaveBeenNthCalledWith(
      1,
      'You are offline: changing your bag needs a connection. Try again when you are back online.',
    )
    expect(toast.error).toHaveBeenNthCalledWith(
      2,
      'آپ آف لائن ہیں: بیگ میں تبدیلی کے لیے کنکشن درکار ہے۔ کنکشن واپس آنے پر دوبارہ کوشش کریں۔',
    )
  })

  it('answers null and says so when no answer came back (fetch rejects with a TypeError)', async () => {
    const action = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(whenConnected('en', 'other', action)).resolves.toBeNull()
    expect(toast.error).toHaveBeenCalledWith(
      'You are offline: this needs a connection. What you entered is still here; try again when you are back online.',
    )
  })

  it("lets the shop's own errors through: they are not a lost connection", async () => {
    const failure = new Error('the shop broke')
    await expect(whenConnected('en', 'other', () => Promise.reject(failure))).rejects.toBe(failure)
    expect(toast.error).not.toHaveBeenCalled()
  })
})

describe('stopSubmitWhenOffline', () => {
  const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent<HTMLFormElement>

  it('online, leaves the submit to the form action', () => {
    const event = submitEvent()
    stopSubmitWhenOffline('en')(event)
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('offline, stops the submit (React then runs no action) and says it needs a connection', () => {
    online = false
    const event = submitEvent()
    stopSubmitWhenOffline('en')(event)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(toast.error).toHaveBeenCalledWith(
      'You are offline: this needs a connection. What you entered is still here; try again when you are back online.',
    )
  })
})
