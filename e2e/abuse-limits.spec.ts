import { expect, test } from '@playwright/test'
import { getApps, initializeApp } from 'firebase-admin/app'
import { FieldValue, getFirestore } from 'firebase-admin/firestore'
import { createAccount, freshIdToken, PROJECT_ID, uidFor, uniqueEmail } from './helpers/auth'
import { uniqueClientAddress } from './helpers/client-address'
import { fillDeliveryAddress, openCheckout, orderSummary, signUpShopper } from './helpers/checkout'
import { bagOf, fillBag, type BagLine } from './helpers/shop-data'

/**
 * Abuse limits seen from outside (lib/rate-limit/rules.ts has the numbers). The counters live in the Firestore
 * emulator (the production default) for the whole run, shared by every test and every server, so each test
 * counts against keys of its own: a fresh account, or a client address of its own. The test server has no
 * proxy in front, so these tests play the proxy: the last X-Forwarded-For entry is the address the shop
 * counts (lib/rate-limit/client-address.ts).
 *
 * Bag and wishlist changes (60 a minute) are covered by unit tests only (lib/cart/shopper-write-limit.test.ts):
 * each change re-renders the page in its answer, so on a loaded test machine 61 presses take longer than the
 * minute the limit counts, and the limit rightly never triggers.
 */

test.describe('session route', () => {
  const SESSION_FAILURE_LIMIT = 20

  test('answers 429 with Retry-After after repeated failed sign-ins from one address, yet lets a real sign-in through', async ({
    request,
    baseURL,
  }) => {
    test.slow()
    const origin = new URL(baseURL ?? 'http://localhost').origin
    const address = uniqueClientAddress()
    const from = (ip: string) => ({ origin, 'x-forwarded-for': ip })

    for (let i = 0; i < SESSION_FAILURE_LIMIT; i += 1) {
      const refused = await request.post('/api/session', {
        headers: from(address),
        data: { idToken: `forged-token-${i}` },
      })
      expect(refused.status()).toBe(401)
    }

    const limited = await request.post('/api/session', {
      headers: from(address),
      data: { idToken: 'forged-token-again' },
    })
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
    // The route answers a code; the sign-in form words it ('Too many attempts…', lib/i18n).
    expect(await limited.json()).toMatchObject({ ok: false, error: 'app/too-many-attempts' })

    // Another shopper's phone behind a different address is not affected.
    const elsewhere = await request.post('/api/session', {
      headers: from(uniqueClientAddress()),
      data: { idToken: 'forged-token' },
    })
    expect(elsewhere.status()).toBe(401)

    // A shopper behind the same (carrier-grade NAT) address who really signed in still gets a session.
    const email = uniqueEmail('nat-shopper')
    await createAccount(email, 'Sadia Noor')
    const signedIn = await request.post('/api/session', {
      headers: from(address),
      data: { idToken: await freshIdToken(email) },
    })
    expect(signedIn.status()).toBe(200)
    expect(signedIn.headers()['set-cookie']).toMatch(/__session=/)
  })
})

function shopData() {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${process.env.FIRESTORE_EMULATOR_PORT ?? 8080}`
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }))
}

/**
 * Orders the shopper placed earlier that nobody has confirmed yet (status `placed`), in the shape the order
 * transaction writes (lib/orders/order-doc.ts).
 */
async function arrangeOpenOrders(email: string, count: number) {
  const uid = await uidFor(email)
  if (!uid) throw new Error(`No account for ${email}`)
  for (let i = 0; i < count; i += 1) {
    await shopData()
      .collection('orders')
      .doc(crypto.randomUUID())
      .create({
        uid,
        lines: [
          {
            productId: 1503,
            name: 'Earlier order',
            image: 'products/1503',
            color: null,
            size: null,
            quantity: 1,
            unitPrice: 1999,
            lineTotal: 1999,
          },
        ],
        pricing: { subtotal: 1999, discount: 0, shipping: 499, total: 2498, promoCode: null },
        address: {
          fullName: 'Rabia Anwar',
          mobile: '03001234567',
          address: 'House 12, Street 4, Gulberg III',
          city: 'Lahore',
          province: 'Punjab',
          postalCode: null,
        },
        payment: 'cod',
        status: 'placed',
        createdAt: FieldValue.serverTimestamp(),
      })
  }
}

async function ordersCount(email: string): Promise<number> {
  const uid = await uidFor(email)
  return (await shopData().collection('orders').where('uid', '==', uid).get()).size
}

test.describe('checkout', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a fourth cash-on-delivery order waiting for confirmation is refused with a plain message', async ({
    page,
  }, testInfo) => {
    const line: BagLine = {
      productId: testInfo.project.name === 'mobile' ? 1502 : 1501,
      color: null,
      size: null,
      quantity: 1,
    }
    const email = await signUpShopper(page, 'Rabia Anwar', 'open-orders')
    await arrangeOpenOrders(email, 3)
    await fillBag(email, [line])

    const form = await openCheckout(page)
    await fillDeliveryAddress(form)
    await form.getByRole('button', { name: 'Place order' }).click()

    const message =
      'You already have 3 orders waiting for us to confirm and send them. You can order again once one is on its way, or cancel one you no longer need; contact us if it cannot wait.'
    await expect(orderSummary(page).getByRole('alert')).toHaveText(message, { timeout: 20_000 })
    await expect(page).toHaveURL(/\/checkout$/)
    // What was typed is still there to try again later, and nothing was ordered or taken from the bag.
    await expect(form.getByLabel('City')).toHaveValue('Lahore')
    expect(await ordersCount(email)).toBe(3)
    expect(await bagOf(email)).toEqual([line])
  })
})
