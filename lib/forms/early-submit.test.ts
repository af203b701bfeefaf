/** @jest-environment jsdom */
import { EARLY_SUBMIT_SCRIPT, holdEarlySubmits } from './early-submit'
import { markSubmitHandled } from './submit-handled'

/**
 * A page of its own per test (the guard listens on its document) with one form, and a stand-in for React:
 * once `reactReady()` is called, every submit reaches the form's handler, which marks it, as useFormSubmit does.
 */
function pageWithForm(
  attributes: Record<string, string> = { 'data-submit-hook': '' },
  install = holdEarlySubmits,
) {
  const doc = document.implementation.createHTMLDocument()
  install(doc)
  const form = doc.createElement('form')
  for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value)
  doc.body.append(form)
  let ready = false
  const handled = jest.fn()
  doc.addEventListener('submit', (event) => {
    if (!ready) return
    markSubmitHandled(event)
    handled()
  })
  const submit = () => {
    const event = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    return event
  }
  const requestSubmit = jest.fn(() => void submit())
  form.requestSubmit = requestSubmit
  return { form, submit, requestSubmit, handled, reactReady: () => (ready = true) }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('holdEarlySubmits', () => {
  it('never lets the browser send a script-only form, and tries a press again until React handles it', () => {
    const { submit, requestSubmit, handled, reactReady } = pageWithForm()
    expect(submit().defaultPrevented).toBe(true)
    jest.advanceTimersByTime(350)
    expect(requestSubmit.mock.calls.length).toBeGreaterThanOrEqual(3)
    expect(handled).not.toHaveBeenCalled()
    reactReady()
    jest.advanceTimersByTime(1_000)
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it('sends a press once however often it was pressed while waiting', () => {
    const { submit, handled, reactReady } = pageWithForm()
    submit()
    jest.advanceTimersByTime(30)
    submit()
    submit()
    reactReady()
    jest.advanceTimersByTime(1_000)
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it('does not send again a press React has handled', () => {
    const { submit, requestSubmit, handled, reactReady } = pageWithForm()
    reactReady()
    expect(submit().defaultPrevented).toBe(true)
    jest.advanceTimersByTime(1_000)
    expect(handled).toHaveBeenCalledTimes(1)
    expect(requestSubmit).not.toHaveBeenCalled()
  })

  it('leaves every form that does not say its handler marks the event', () => {
    expect(pageWithForm({}).submit().defaultPrevented).toBe(false)
    expect(pageWithForm({ method: 'get' }).submit().defaultPrevented).toBe(false)
    expect(pageWithForm({ action: '' }).submit().defaultPrevented).toBe(false)
  })

  it('gives up after a minute when the script never arrives', () => {
    const { submit, requestSubmit } = pageWithForm()
    submit()
    jest.advanceTimersByTime(61_000)
    const tries = requestSubmit.mock.calls.length
    jest.advanceTimersByTime(1_000)
    expect(requestSubmit).toHaveBeenCalledTimes(tries)
  })

  it('works as the inline script, from its text alone', () => {
    // Only `document` in scope, as in the page: a reference to anything outside its body would throw here.
    const fromText = (doc: Document) => new Function('document', EARLY_SUBMIT_SCRIPT)(doc)
    const { submit, handled, reactReady } = pageWithForm(undefined, fromText)
    expect(submit().defaultPrevented).toBe(true)
    reactReady()
    jest.advanceTimersByTime(500)
    expect(handled).toHaveBeenCalledTimes(1)
  })
})
