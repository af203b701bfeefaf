import 'server-only'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { type MailMessage, MailMessageSchema } from '@/lib/mail/outbox-doc'
import { mailRef, readDueMailIds } from '@/lib/mail/outbox-reads'
import { failureKind, failureText, MAX_ATTEMPTS, retryDelayMs } from './delivery-failure'
import type { MailTransport } from './mail-transport'

export type MailSenderOptions = {
  db: Firestore
  transport: MailTransport
  from: string
  retryCapMs: number
  /** How long a claimed message is ours: longer than any send can take (mail-transport.ts's timeouts). */
  leaseMs?: number
  /** How many due messages one pass takes. */
  batch?: number
  now?: () => Date
}

export const DEFAULT_LEASE_MS = 60_000

type Claimed = { to: string; message: MailMessage; attempts: number; leaseEnd: Timestamp }

type StoredDelivery = Record<string, unknown> & { attempts?: unknown }

function storedDelivery(data: Record<string, unknown> | undefined): StoredDelivery {
  const delivery: unknown = data?.delivery
  return typeof delivery === 'object' && delivery !== null ? (delivery as StoredDelivery) : {}
}

/**
 * The shop's own sender for the outbox (lib/mail/outbox-doc.ts), for wherever the Trigger Email extension is
 * not used. One pass (`drain`) finds the messages whose `sendAfter` has come and, for each:
 *
 * 1. claims it in a transaction: still due? then it is PROCESSING, one attempt more, and `sendAfter` and
 *    `leaseExpireTime` move to the end of a lease. Two servers draining at once both may read it, but
 *    Firestore lets only one of the two transactions commit on the same document (the other retries, finds it
 *    leased and leaves it), so each message is sent by one server;
 * 2. sends it with nodemailer, with the message's own header lines when it has them (List-Unsubscribe);
 * 3. records the outcome, again only if the lease is still ours: SUCCESS with the server's messageId,
 *    accepted, rejected and response; or, for a permanent refusal (5xx), ERROR with the server's words; or,
 *    for anything transient (SMTP down, 4xx), back to PENDING (the extension's RETRY is for its own use) with
 *    the error and `sendAfter` pushed out by exponential backoff up to the cap. After MAX_ATTEMPTS it is ERROR.
 *
 * A server that dies mid-send leaves the message leased: when the lease ends it is due again and another
 * pass sends it (at least once; a crash between the SMTP server's reply and step 3 is the one way to a
 * second copy, which no SMTP client can rule out).
 */
export function createMailSender(options: MailSenderOptions) {
  const { db, transport, from, retryCapMs } = options
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const batch = options.batch ?? 20
  const now = options.now ?? (() => new Date())

  async function claim(id: string): Promise<Claimed | null> {
    return firestoreTransaction(db, 'claim mail', async (tx) => {
      const at = now()
      const snapshot = await tx.get(mailRef(db, id))
      const sendAfter: unknown = snapshot.get('sendAfter')
      if (!(sendAfter instanceof Timestamp) || sendAfter.toMillis() > at.getTime()) return null
      const to: unknown = snapshot.get('to')
      const message = MailMessageSchema.safeParse(snapshot.get('message'))
      const delivery = storedDelivery(snapshot.data())
      if (typeof to !== 'string' || !message.success) {
        // Not something we can send: say so once, rather than lease it again every minute.
        tx.update(mailRef(db, id), {
          delivery: { ...delivery, state: 'ERROR', error: 'No recipient or message to send.' },
          sendAfter: null,
        })
        return null
      }
      const attempts = (typeof delivery.attempts === 'number' ? delivery.attempts : 0) + 1
      const leaseEnd = Timestamp.fromMillis(at.getTime() + leaseMs)
      tx.update(mailRef(db, id), {
        delivery: {
          ...delivery,
          state: 'PROCESSING',
          attempts,
          startTime: Timestamp.fromDate(at),
          leaseExpireTime: leaseEnd,
        },
        sendAfter: leaseEnd,
      })
      return { to, message: message.data, attempts, leaseEnd }
    })
  }

  /** Writes the outcome unless the lease ran out and another server has the message now. */
  async function record(
    id: string,
    claimed: Claimed,
    outcome: Record<string, unknown>,
    sendAfter: Date | null,
  ) {
    await firestoreTransaction(db, 'record mail delivery', async (tx) => {
      const snapshot = await tx.get(mailRef(db, id))
      const current: unknown = snapshot.get('sendAfter')
      if (!(current instanceof Timestamp) || !current.isEqual(claimed.leaseEnd)) return
      const delivery = storedDelivery(snapshot.data())
      tx.update(mailRef(db, id), {
        delivery: { ...delivery, leaseExpireTime: null, ...outcome },
        // Done: null, which a range query on timestamps never matches. (Not FieldValue.delete(): the local
        // emulator ignores it inside an update.)
        sendAfter: sendAfter ? Timestamp.fromDate(sendAfter) : null,
      })
    })
  }

  async function sendOne(id: string): Promise<boolean> {
    const claimed = await claim(id)
    if (!claimed) return false
    try {
      const info = await transport.sendMail({ from, to: claimed.to, ...claimed.message })
      const ended = Timestamp.fromDate(now())
      // A single recipient: if the server took the message but refused her, that is a refusal.
      if (info.rejected.length > 0) {
        await record(
          id,
          claimed,
          { state: 'ERROR', endTime: ended, error: `Refused: ${info.response}` },
          null,
        )
      } else {
        const accepted = info.accepted.map(String)
        const rejected = info.rejected.map(String)
        await record(
          id,
          claimed,
          {
            state: 'SUCCESS',
            endTime: ended,
            error: null,
            info: { messageId: info.messageId, accepted, rejected, pending: [], response: info.response },
          },
          null,
        )
      }
    } catch (error) {
      const text = failureText(error)
      const giveUp = failureKind(error) === 'permanent' || claimed.attempts >= MAX_ATTEMPTS
      if (giveUp) {
        await record(id, claimed, { state: 'ERROR', endTime: Timestamp.fromDate(now()), error: text }, null)
      } else {
        const retryAt = new Date(now().getTime() + retryDelayMs(claimed.attempts, retryCapMs))
        await record(id, claimed, { state: 'PENDING', error: text }, retryAt)
      }
    }
    return true
  }

  /** One pass over the due messages; returns how many this server tried to send. */
  async function drain(): Promise<number> {
    const due = await readDueMailIds(db, now(), batch)
    let tried = 0
    for (const id of due) {
      if (await sendOne(id)) tried += 1
    }
    return tried
  }

  return { drain }
}
