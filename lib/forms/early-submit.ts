/**
 * Keeps the browser from ever sending a form that works only through React's `onSubmit`, and sends a press
 * made before React could take it once React can.
 *
 * A slow phone shows a page's HTML seconds before its JavaScript has run. A form that only works through its
 * React `onSubmit` (sign-in, sign-up, password reset, checkout, profile, language: every `useFormSubmit` form)
 * has no `action` or `method`, so the browser would send it itself as a GET to the page's own URL: the page
 * reloads, nothing is done, and every field, the password too, lands in the address bar, the history and the
 * server's logs. This also happens after React has started, while it is still hydrating: when it cannot
 * hydrate the form at once, it lets the event go. Such a form says so with `data-submit-hook` (it spreads
 * useFormSubmit's `formProps`: the mark comes with the handler, which marks every submit it takes). Every
 * other form is left alone: a server action's form, which React gives an `action`, the filters'
 * `method="get"`, and a form whose action is a browser function (the newsletter's), which React writes as
 * "javascript:throw …" and replays itself after hydration ($$reactFormReplay).
 *
 * Runs as an inline script at the top of <body> (components/ui/early-submit-guard.tsx), before any form, and
 * listens in the capture phase, before React. It stops every submit of such a form; React's handler runs
 * anyway when React can run it, and marks the event (markSubmitHandled, submit-handled.ts). A press React
 * did not handle is tried again every 100 ms (one retry at a time per form, however often it is pressed)
 * until React handles it, with what was typed and the same button; it gives up after a minute (the script
 * did not arrive).
 *
 * Serialised with Function.prototype.toString, so it must use nothing from outside its own body.
 */
export function holdEarlySubmits(doc: Document) {
  const RETRY_MS = 100
  const GIVE_UP_AFTER_MS = 60_000
  const retries = new WeakMap<HTMLFormElement, { since: number; scheduled: boolean }>()
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      // Only the forms that say their handler marks the event: an unmarked form would be sent again and again.
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-submit-hook')) return
      event.preventDefault()
      const submitter = (event as SubmitEvent).submitter
      // After the whole dispatch, React's listeners included.
      setTimeout(() => {
        const retry = retries.get(form)
        // The mark markSubmitHandled (submit-handled.ts) puts on the event.
        if ((event as Event & { handledBySubmitHook?: boolean }).handledBySubmitHook) {
          retries.delete(form)
          return
        }
        if (retry?.scheduled) return
        const since = retry?.since ?? Date.now()
        if (Date.now() - since > GIVE_UP_AFTER_MS || !form.isConnected) {
          retries.delete(form)
          return
        }
        retries.set(form, { since, scheduled: true })
        setTimeout(() => {
          const current = retries.get(form)
          if (!current) return
          current.scheduled = false
          form.requestSubmit(submitter && form.contains(submitter) ? submitter : null)
        }, RETRY_MS)
      })
    },
    true,
  )
}

/** The inline script's text. */
export const EARLY_SUBMIT_SCRIPT = `(${holdEarlySubmits.toString()})(document)`
