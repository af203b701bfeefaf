'use server'

import { stampAccountChange } from '@/lib/shopper/account-data-stamp'
import { getSession } from '@/lib/auth/session'
import { shopperForChange } from '@/lib/shopper/shopper-for-change'
import { GuestContactSchema, normalizeEmail, PlaceOrderSchema } from '@/lib/checkout/checkout-schema'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { adminDb } from '@/lib/firebase/admin'
import { limit } from '@/lib/rate-limit/rate-limit'
import { currentOrderCampaign } from '@/lib/campaigns/order-attribution'
import { currentClientAddress } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { emailVerificationLink } from '@/lib/firebase/email-verification'
import { localePath } from '@/lib/i18n/locale-path'
import { absoluteUrl } from '@/lib/site-url'
import { sendStaffOrderDigest } from '@/lib/staff/order-digest'
import { rememberOrderAddress } from '@/lib/address-book/address-book-store'
import { placeGuestOrder } from '@/lib/orders/placing/place-guest-order'
import { refreshAvailability } from '@/lib/stock/refresh-availability'
import { placeOrderInTransaction, type PlaceOrderOutcome } from '@/lib/orders/placing/place-order-core'
import type { OrderRefusal } from '@/lib/orders/placing/place-order-failure'

/**
 * Places the shopper's order from their bag: a signed-in account's, or a guest's. Form fields (see
 * lib/checkout/checkout-schema.ts): fullName, mobile, address, city, province, postalCode (optional),
 * paymentMethod ('cod'), promoCode (optional), idempotencyKey (a UUID from GET /api/checkout, one per attempt:
 * lib/checkout/checkout-key.ts), and for a guest only, email (GuestContactSchema; an account's e-mail comes
 * from the verified session, never from the form).
 * Prices, discount and shipping are recomputed from the catalogue; nothing the browser sends about money is
 * read. On success the UI navigates to /orders/{orderId}; a repeat with the same key returns the same order,
 * and the same key with a different bag, code or address fails with `code: 'conflict'`.
 * On failure, `code` says why (lib/orders/place-order-failure.ts) with the parameters its words need,
 * `fieldErrors` maps field names to codes and `values` holds what was typed (React resets a form after its
 * action), so the form can refill itself.
 */
export type PlaceOrderResult = ActionResult<{ orderId: string }, OrderRefusal>

export async function placeOrder(formData: FormData): Promise<PlaceOrderResult> {
  const fields = formFields(formData)
  // Echoed back on failure so the form can refill itself; the key is not: the page keeps it.
  const values = { ...fields }
  delete values.idempotencyKey
  const result = await runValidated(PlaceOrderSchema, fields, async (input): Promise<PlaceOrderResult> => {
    const uid = await shopperForChange()
    if (!uid) {
      // The guest form's schema (GuestDetailsSchema) in two steps: the address first, then the e-mail.
      return runValidated(GuestContactSchema, fields, async ({ email }) => {
        const outcome = await placeGuestOrder(input, email)
        if (outcome.ok && !outcome.repeated) await tellStaff()
        return answer(outcome)
      })
    }
    // Counted before the transaction, so a script pressing Place order costs one counter, not a transaction;
    // per address too, since a script can make new accounts.
    const clientAddress = await currentClientAddress()
    const decisions = await Promise.all([
      limit({ kind: 'account', uid }, RATE_RULES.orderAttemptsPerAccount),
      limit({ kind: 'address', address: clientAddress }, RATE_RULES.orderAttemptsPerAddress),
    ])
    if (decisions.some((decision) => !decision.ok)) return { ok: false, code: 'rate-limited' }
    const session = await getSession()
    const email = session?.email ? normalizeEmail(session.email) : null
    const language = input.language
    const { fullName, mobile, address, city, province, postalCode } = input
    const account = {
      uid,
      emailVerified: session?.email_verified === true,
      verificationLink: (orderId: string) =>
        emailVerificationLink(email ?? '', absoluteUrl(localePath(language, `/orders/${orderId}`))),
    }
    const outcome = await placeOrderInTransaction(adminDb(), account, {
      idempotencyKey: input.idempotencyKey,
      promoCode: input.promoCode || null,
      address: { fullName, mobile, address, city, province, postalCode },
      email,
      language,
      clientAddress,
      campaign: await currentOrderCampaign(),
    })
    // The order emptied the account's bag; its address comes first in her address book.
    if (outcome.ok) await stampAccountChange(uid)
    if (outcome.ok && !outcome.repeated) {
      await rememberOrderAddress(adminDb(), uid, { fullName, mobile, address, city, province, postalCode })
    }
    if (outcome.ok && !outcome.repeated) await tellStaff()
    return answer(outcome)
  })
  return result.ok ? result : { ...result, values }
}

/** Staff hear of the order (lib/staff/order-digest.ts); a failure there never fails the shopper's order. */
async function tellStaff(): Promise<void> {
  await sendStaffOrderDigest(adminDb()).catch((error: unknown) => {
    console.error('[orders] could not queue the staff digest', error)
  })
}

function answer(outcome: PlaceOrderOutcome): PlaceOrderResult {
  // No refresh() of the page: the checkout is a static page whose form the browser fills from
  // GET /api/checkout. After a conflict the form reads it again (the bag as it is now, a fresh key: see
  // components/checkout/use-place-order.ts); after an order the browser goes to the order's page.
  // A product this order took to its last few units, or to none, is no longer "In stock" on its page; a
  // lapsed hold's stock came back.
  refreshAvailability(outcome.stockMoves)
  if (!outcome.ok) return withoutStockMoves(outcome)
  return { ok: true, orderId: outcome.orderId }
}

/** The refusal as the form reads it: what the order did to stock stays on the server. */
function withoutStockMoves(refusal: Extract<PlaceOrderOutcome, { ok: false }>): PlaceOrderResult {
  const answer: Partial<typeof refusal> = { ...refusal }
  delete answer.stockMoves
  return answer as Extract<PlaceOrderOutcome, { ok: false }>
}
