/**
 * Holds a form submitted before React has started, then sends it once React has hydrated it.
 *
 * A slow phone shows a page's HTML seconds before its JavaScript has run. A form that only works through
 * its React `onSubmit` (sign-in, sign-up, password reset, checkout, profile) has no `action` or `method`, so
 * the browser would send it itself as a GET to the page's own URL: the page reloads, nothing is done, and
 * every field, the password too, lands in the address bar, the history and the server's logs. Forms the
 * browser may send (a server action's form, which React gives an `action`; the filters' `method="get"`)
 * are left alone, and so is a form whose action is a browser function (the newsletter's): React writes its
 * action as "javascript:throw …" and replays such a submit after hydration itself ($$reactFormReplay).
 *
 * Runs as an inline script at the top of <body> (components/ui/early-submit-guard.tsx), before any form.
 * Once React runs (hydrateRoot marks the document), it is React's turn: it hydrates a form that is submitted
 * before its part of the page and runs its handler. Until then, the submit is stopped, the typed values stay,
 * and the form is submitted again, with the same button, as soon as React has hydrated it; a second press
 * meanwhile is not sent twice. It gives up after a minute (the script did not arrive).
 *
 * Serialised with Function.prototype.toString, so it must use nothing from outside its own body.
 */
export function holdEarlySubmits(doc: Document) {
  const POLL_MS = 50
  const GIVE_UP_AFTER_MS = 60_000
  // React's own marks: hydrateRoot puts one on the document, hydration one on each element it takes over.
  const markedBy = (node: object, mark: string) => Object.keys(node).some((key) => key.startsWith(mark))
  const waiting = new WeakSet<HTMLFormElement>()
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement)) return
      if (form.hasAttribute('action') || form.hasAttribute('method') || markedBy(doc, '__reactContainer'))
        return
      event.preventDefault()
      if (waiting.has(form)) return
      waiting.add(form)
      const submitter = (event as SubmitEvent).submitter
      const startedAt = Date.now()
      const timer = setInterval(() => {
        const hydrated = markedBy(form, '__reactProps')
        if (!hydrated && Date.now() - startedAt < GIVE_UP_AFTER_MS) return
        clearInterval(timer)
        waiting.delete(form)
        if (hydrated) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null)
      }, POLL_MS)
    },
    true,
  )
}

/** The inline script's text. */
export const EARLY_SUBMIT_SCRIPT = `(${holdEarlySubmits.toString()})(document)`
