/**
 * Wakes this server's mail sender after a transaction that queued a message commits, so the e-mail goes out
 * at once instead of at the next poll. The sender is started from instrumentation.ts and the actions run in
 * route bundles: Next may load this module once per bundle, so the listener lives on globalThis. With no
 * sender running (extension mode, tests, `next build`) a nudge does nothing.
 */
const LISTENER = Symbol.for('fatin.mail.nudge')

type Holder = { [LISTENER]?: () => void }

export function nudgeMailSender(): void {
  ;(globalThis as Holder)[LISTENER]?.()
}

/** Registers the sender's wake-up; returns the function that removes it. */
export function onMailNudge(listener: () => void): () => void {
  const holder = globalThis as Holder
  holder[LISTENER] = listener
  return () => {
    if (holder[LISTENER] === listener) delete holder[LISTENER]
  }
}

/** For `.then()` after a transaction: nudges when it committed a change (and so queued a message). */
export function nudgeAfterChange<T extends { ok: boolean; repeated?: boolean }>(outcome: T): T {
  if (outcome.ok && outcome.repeated === false) nudgeMailSender()
  return outcome
}
