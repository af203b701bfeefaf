import { expect, type Page } from '@playwright/test'
import { normaliseEmail, subscriberKey } from '../../lib/newsletter/newsletter-email'
import { db } from './shop-data'

/** The home page's newsletter box. */
export const newsletterBox = (page: Page) => page.getByRole('region', { name: 'Join Our Newsletter' })

/** Signs `email` up in the home page's box, once React has hydrated it, and waits for the thank-you. */
export async function signUp(page: Page, email: string) {
  await page.goto('/')
  await newsletterBox(page).scrollIntoViewIfNeeded()
  await page.waitForFunction(() => {
    const form = document.querySelector('section[aria-labelledby="newsletter-heading"] form')
    return !!form && Object.keys(form).some((key) => key.startsWith('__react'))
  })
  await newsletterBox(page).getByLabel('Email address').fill(email)
  await newsletterBox(page).getByRole('button', { name: 'Subscribe' }).click()
  const thanks = newsletterBox(page).getByRole('status')
  await expect(thanks).toContainText('Thank you for subscribing!', { timeout: 20_000 })
  await expect(thanks).toContainText('Please check your inbox and confirm your subscription')
}

/** The stored status of the address's subscription (lib/newsletter/subscriptions.ts), or null if none. */
export async function subscriptionStatus(email: string): Promise<string | null> {
  const snapshot = await db()
    .collection('newsletter')
    .doc(subscriberKey(normaliseEmail(email)))
    .get()
  return snapshot.exists ? (snapshot.get('status') as string) : null
}
