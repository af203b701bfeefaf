import 'server-only'
import { onMailNudge } from './nudge'

/**
 * Keeps one server's sender draining: a pass now, then one every `pollMs`, and one at once whenever a
 * transaction in this process queues a message (the nudge, lib/mail/sender/nudge.ts). Passes never overlap;
 * a nudge during a pass asks for one more.
 *
 * Why a poll and not a Firestore snapshot listener on the pending messages: the local Firestore emulator
 * (@firestore-emulator/server) serves no listen streams, so a listener could not be tested here; and a
 * message queued by another server, or due again after a backoff, needs a timer anyway. One small indexed
 * query every few seconds per server is cheap, and the nudge makes the common case (this server just placed
 * the order) immediate.
 */
export function runMailSender(
  drain: () => Promise<number>,
  { pollMs, onError }: { pollMs: number; onError: (error: unknown) => void },
): { stop: () => void; settled: () => Promise<void> } {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const pass = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          await drain()
        } catch (error) {
          onError(error)
        }
      } while (again && !stopped)
    })().finally(() => {
      running = null
    })
  }

  const timer = setInterval(pass, pollMs)
  // The poll must not keep a process alive that is otherwise done (a script, a test).
  timer.unref()
  const removeNudge = onMailNudge(pass)
  pass()
  return {
    stop: () => {
      stopped = true
      clearInterval(timer)
      removeNudge()
    },
    settled: async () => {
      while (running) await running
    },
  }
}
