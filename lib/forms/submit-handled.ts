/**
 * Called by a form's React submit handler (useFormSubmit): tells the early-submit guard
 * (lib/forms/early-submit.ts, an inline script that cannot import this) that React took care of this press,
 * so the guard does not send it again. A module of its own, so the browser bundle carries only this.
 */
export function markSubmitHandled(event: Event) {
  Object.assign(event, { handledBySubmitHook: true })
}
