import { expect, test } from '@playwright/test'

test('/api/health reports, at request time, that Auth and Firestore answer', async ({ request }) => {
  const first = await request.get('/api/health')
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toMatch(/no-store/)
  expect(await first.json()).toEqual({ ok: true, auth: 'up', firestore: 'up' })
  // Not a prerendered file: nothing marks it as served from Next's cache.
  expect(first.headers()['x-nextjs-cache']).toBeUndefined()
  expect(first.headers()['x-nextjs-prerender']).toBeUndefined()
})
