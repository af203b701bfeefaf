/**
 * Called by a form's React submit handler (useFormSubmit): tells the early-submit guard
 * (lib/forms/early-submit.ts, an inline script that cannot import this) that React took care of this press,
 * so the guard does not keep it. A module of its own, so the browser bundle carries only this.
 */
export function markSubmitHandled(event: Event) {
  Object.assign(event, { handledBySubmitHook: true })
}

/** A press older than this when React takes the form is dropped: the shopper has moved on. */
export const EARLY_SUBMIT_MAX_AGE_MS = 60_000

type GuardedForm = HTMLFormElement & {
  earlySubmit?: { submitter: HTMLElement | null; at: number }
  submitHookReady?: boolean
  earlySubmitResent?: boolean
}

/**
 * The form's ref in useFormSubmit: React has the form now, so the guard keeps no more presses, and a press the
 * guard kept from before (the last one) is sent once, with its button, for React's handler to take.
 */
export function takeEarlySubmit(form: HTMLFormElement | null, now: number = Date.now()) {
  if (!form) return
  const state = form as GuardedForm
  state.submitHookReady = true
  const pending = state.earlySubmit
  if (!pending) return
  delete state.earlySubmit
  if (now - pending.at > EARLY_SUBMIT_MAX_AGE_MS) return
  // After React's commit, so its handler is attached when the submit arrives.
  setTimeout(() => {
    if (!form.isConnected) return
    const submitter = pending.submitter && form.contains(pending.submitter) ? pending.submitter : null
    form.requestSubmit(submitter)
  })
}
