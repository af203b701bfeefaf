import { expect, test, type Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { PROJECT_ID } from './helpers/auth'
import { pauseClockSoon } from './helpers/clock'
import { holdBackScripts } from './helpers/slow-scripts'

/**
 * The home page's newsletter box subscribes for real: the address is stored once (newsletter/{hash of the
 * lower-cased address}, lib/newsletter/), a repeat is thanked the same way, and one mailbox cannot be signed
 * up over and over. All of a run's sign-ups come from one address (127.0.0.1), whose limit (30 an hour) this
 * file, home.spec.ts and newsletter-confirm.spec.ts stay well under: 3 + 6 sign-ups per project here, 1 per
 * project in each of the others.
 */

function newsletterDocs() {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${process.env.FIRESTORE_EMULATOR_PORT ?? 8080}`
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })).collection('newsletter')
}

async function storedSubscription(email: string) {
  const id = createHash('sha256').update(email.toLowerCase()).digest('hex')
  const snapshot = await newsletterDocs().doc(id).get()
  return snapshot.exists ? snapshot.data() : undefined
}

function uniqueLocalPart(tag: string) {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
}

const newsletter = (page: Page) => page.getByRole('region', { name: 'Join Our Newsletter' })

/** The home page with a controllable clock (the thank-you lasts 5 seconds), ready to take a sign-up. */
async function openHome(page: Page) {
  await page.clock.install()
  await page.goto('/')
  await newsletter(page).scrollIntoViewIfNeeded()
  await page.waitForFunction(() => {
    const form = document.querySelector('section[aria-labelledby="newsletter-heading"] form')
    return !!form && Object.keys(form).some((key) => key.startsWith('__react'))
  })
  // Stop the clock, so the thank-you ends only when told.
  await pauseClockSoon(page, 2_000)
}

async function subscribe(page: Page, email: string) {
  await newsletter(page).getByLabel('Email address').fill(email)
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click()
}

async function expectThanks(page: Page) {
  const thanks = newsletter(page).getByRole('status')
  await expect(thanks).toContainText('Thank you for subscribing!', { timeout: 20_000 })
  await expect(thanks).toContainText('Use code WELCOME10 for 10% off your first order.')
  await expect(thanks).toContainText('Please check your inbox and confirm your subscription')
}

/** Lets the thank-you run out, so the form comes back. */
async function afterThanks(page: Page) {
  await page.clock.runFor(5_000)
  await expect(newsletter(page).getByLabel('Email address')).toHaveValue('')
}

test.describe('newsletter', () => {
  test.describe.configure({ timeout: 90_000 })

  test('stores a subscription and thanks with the welcome code; a repeat gets the same thank-you and changes nothing', async ({
    page,
  }) => {
    const local = uniqueLocalPart('reader')
    await openHome(page)

    await subscribe(page, `  ${local}@Example.COM `)
    await expectThanks(page)
    const stored = await storedSubscription(`${local}@example.com`)
    expect(stored).toMatchObject({ email: `${local}@example.com`, source: 'home' })
    const firstDate = stored?.createdAt?.toMillis()
    expect(firstDate).toEqual(expect.any(Number))

    await afterThanks(page)
    await subscribe(page, `${local.toUpperCase()}@example.com`)
    await expectThanks(page)
    // Still one subscription, from the first sign-up.
    const again = await storedSubscription(`${local}@example.com`)
    expect(again?.email).toBe(`${local}@example.com`)
    expect(again?.createdAt?.toMillis()).toBe(firstDate)
    const all = await newsletterDocs()
      .where('email', 'in', [`${local}@example.com`, `${local.toUpperCase()}@example.com`])
      .get()
    expect(all.size).toBe(1)
  })

  test("Subscribe pressed before the page's script has run is sent once it has", async ({ page }) => {
    const local = uniqueLocalPart('early')
    const letScriptsArrive = await holdBackScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await subscribe(page, `${local}@example.com`)
    await expect(newsletter(page).getByLabel('Email address')).toHaveValue(`${local}@example.com`)
    letScriptsArrive()
    await expectThanks(page)
    expect(await storedSubscription(`${local}@example.com`)).toMatchObject({ email: `${local}@example.com` })
  })

  test('one mailbox signed up over and over is asked to wait, keeping what was typed', async ({ page }) => {
    const email = `${uniqueLocalPart('again')}@example.com`
    await openHome(page)
    for (let i = 0; i < 5; i += 1) {
      await subscribe(page, email)
      await expectThanks(page)
      await afterThanks(page)
    }

    await subscribe(page, email)
    const box = newsletter(page)
    await expect(box.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeVisible({
      timeout: 20_000,
    })
    await expect(box.getByLabel('Email address')).toHaveValue(email)
    await expect(box.getByRole('status')).toHaveCount(0)
  })
})
