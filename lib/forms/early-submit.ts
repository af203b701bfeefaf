/**
 * Keeps the browser from ever sending a form that works only through React's `onSubmit`, and hands a press
 * made before React could take it to React once, when React takes the form.
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
 * anyway when React can run it, and marks the event (markSubmitHandled, submit-handled.ts). A press React did
 * not handle is kept on the form (the last one, with its button); when React attaches the form, its ref
 * (takeEarlySubmit, submit-handled.ts) sends it once, if it is under a minute old. Nothing is polled: if the
 * script never arrives, nothing is sent. A press that React missed after it had taken the form (its commit
 * came between the press and this check) is sent once here, for the same reason.
 *
 * Serialised with Function.prototype.toString, so it must use nothing from outside its own body; the
 * property names are the ones submit-handled.ts uses.
 */
export function holdEarlySubmits(doc: Document) {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      // Only the forms that say their handler marks the event: an unmarked form would be held for ever.
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-submit-hook')) return
      event.preventDefault()
      const submitter = (event as SubmitEvent).submitter
      // After the whole dispatch, React's listeners included.
      setTimeout(() => {
        // The mark markSubmitHandled (submit-handled.ts) puts on the event.
        if ((event as Event & { handledBySubmitHook?: boolean }).handledBySubmitHook) return
        const state = form as HTMLFormElement & {
          earlySubmit?: { submitter: HTMLElement | null; at: number }
          submitHookReady?: boolean
          earlySubmitResent?: boolean
        }
        if (!state.submitHookReady) {
          state.earlySubmit = { submitter: submitter ?? null, at: Date.now() }
          return
        }
        // React had the form before this check but not before the press: send it once more, never twice.
        if (state.earlySubmitResent) return
        state.earlySubmitResent = true
        form.requestSubmit(submitter && form.contains(submitter) ? submitter : null)
      })
    },
    true,
  )
}

/** The inline script's text. */
export const EARLY_SUBMIT_SCRIPT = `(${holdEarlySubmits.toString()})(document)`
