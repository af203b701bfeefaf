/** @jest-environment jsdom */
import { EARLY_SUBMIT_SCRIPT, holdEarlySubmits } from './early-submit'

/** A page of its own per test (the guard listens on its document), with one form. */
function pageWithForm(attributes: Record<string, string> = {}) {
  const doc = document.implementation.createHTMLDocument()
  holdEarlySubmits(doc)
  const form = doc.createElement('form')
  for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value)
  doc.body.append(form)
  const requestSubmit = jest.fn()
  form.requestSubmit = requestSubmit
  const submit = () => {
    const event = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    return event
  }
  return { doc, form, requestSubmit, submit }
}

/** What React's hydration leaves on an element or on the document it hydrates. */
const mark = (node: object, key: string) => Object.assign(node, { [`${key}$abc123`]: {} })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('holdEarlySubmits', () => {
  it('stops a script-only form sent before React runs, and sends it once React has hydrated it', () => {
    const { form, requestSubmit, submit } = pageWithForm()
    expect(submit().defaultPrevented).toBe(true)
    jest.advanceTimersByTime(500)
    expect(requestSubmit).not.toHaveBeenCalled()
    mark(form, '__reactProps')
    jest.advanceTimersByTime(50)
    expect(requestSubmit).toHaveBeenCalledTimes(1)
  })

  it('sends it once however often it was pressed while waiting', () => {
    const { form, requestSubmit, submit } = pageWithForm()
    submit()
    expect(submit().defaultPrevented).toBe(true)
    mark(form, '__reactProps')
    jest.advanceTimersByTime(200)
    expect(requestSubmit).toHaveBeenCalledTimes(1)
  })

  it('leaves forms the browser may send, and every form once React runs', () => {
    expect(pageWithForm({ method: 'get' }).submit().defaultPrevented).toBe(false)
    expect(pageWithForm({ action: '' }).submit().defaultPrevented).toBe(false)
    const running = pageWithForm()
    mark(running.doc, '__reactContainer')
    expect(running.submit().defaultPrevented).toBe(false)
  })

  it('gives up after a minute when the script never arrives', () => {
    const { form, requestSubmit, submit } = pageWithForm()
    submit()
    jest.advanceTimersByTime(60_050)
    mark(form, '__reactProps')
    jest.advanceTimersByTime(1_000)
    expect(requestSubmit).not.toHaveBeenCalled()
  })

  it('works as the inline script, from its text alone', () => {
    const doc = document.implementation.createHTMLDocument()
    // Only `document` in scope, as in the page: a reference to anything outside its body would throw here.
    new Function('document', EARLY_SUBMIT_SCRIPT)(doc)
    const form = doc.createElement('form')
    doc.body.append(form)
    form.requestSubmit = jest.fn()
    const event = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    mark(form, '__reactProps')
    jest.advanceTimersByTime(50)
    expect(form.requestSubmit).toHaveBeenCalledTimes(1)
  })
})
