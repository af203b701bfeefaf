/** @jest-environment jsdom */
import { EARLY_SUBMIT_SCRIPT, holdEarlySubmits } from './early-submit'
import { EARLY_SUBMIT_MAX_AGE_MS, markSubmitHandled, takeEarlySubmit } from './submit-handled'

/**
 * A page of its own per test (the guard listens on its document) with one form, and a stand-in for React:
 * `reactTakesForm()` does what React does when it attaches the form (its handler from then on marks every
 * submit, as useFormSubmit's does, and its ref, takeEarlySubmit, runs).
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
  const reactTakesForm = () => {
    ready = true
    takeEarlySubmit(form)
  }
  return { form, submit, requestSubmit, handled, reactTakesForm }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('holdEarlySubmits', () => {
  it('never lets the browser send a script-only form, and hands a press to React once React takes the form', () => {
    const { submit, requestSubmit, handled, reactTakesForm } = pageWithForm()
    expect(submit().defaultPrevented).toBe(true)
    // Nothing is tried again while React is not there.
    jest.advanceTimersByTime(5_000)
    expect(requestSubmit).not.toHaveBeenCalled()
    reactTakesForm()
    jest.advanceTimersByTime(10)
    expect(requestSubmit).toHaveBeenCalledTimes(1)
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it('sends a press once however often it was pressed while waiting', () => {
    const { submit, handled, reactTakesForm } = pageWithForm()
    submit()
    jest.advanceTimersByTime(30)
    submit()
    submit()
    jest.advanceTimersByTime(30)
    reactTakesForm()
    jest.advanceTimersByTime(1_000)
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it('does not send again a press React has handled', () => {
    const { submit, requestSubmit, handled, reactTakesForm } = pageWithForm()
    reactTakesForm()
    expect(submit().defaultPrevented).toBe(true)
    jest.advanceTimersByTime(1_000)
    expect(handled).toHaveBeenCalledTimes(1)
    expect(requestSubmit).not.toHaveBeenCalled()
  })

  it('sends once a press React missed though it took the form before the guard looked', () => {
    const { submit, requestSubmit, handled, reactTakesForm } = pageWithForm()
    submit()
    // React commits between the press and the guard's check (the check runs after the whole dispatch).
    reactTakesForm()
    jest.advanceTimersByTime(10)
    expect(requestSubmit).toHaveBeenCalledTimes(1)
    expect(handled).toHaveBeenCalledTimes(1)
  })

  it('leaves every form that does not say its handler marks the event', () => {
    expect(pageWithForm({}).submit().defaultPrevented).toBe(false)
    expect(pageWithForm({ method: 'get' }).submit().defaultPrevented).toBe(false)
    expect(pageWithForm({ action: '' }).submit().defaultPrevented).toBe(false)
  })

  it('drops a press over a minute old when React finally takes the form', () => {
    const { submit, requestSubmit, handled, reactTakesForm } = pageWithForm()
    submit()
    jest.advanceTimersByTime(EARLY_SUBMIT_MAX_AGE_MS + 1_000)
    reactTakesForm()
    jest.advanceTimersByTime(1_000)
    expect(requestSubmit).not.toHaveBeenCalled()
    expect(handled).not.toHaveBeenCalled()
  })

  it('works as the inline script, from its text alone', () => {
    // Only `document` in scope, as in the page: a reference to anything outside its body would throw here.
    const fromText = (doc: Document) => new Function('document', EARLY_SUBMIT_SCRIPT)(doc)
    const { submit, handled, reactTakesForm } = pageWithForm(undefined, fromText)
    expect(submit().defaultPrevented).toBe(true)
    jest.advanceTimersByTime(10)
    reactTakesForm()
    jest.advanceTimersByTime(500)
    expect(handled).toHaveBeenCalledTimes(1)
  })
})
