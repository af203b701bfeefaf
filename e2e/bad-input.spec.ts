import { expect, type Page, test } from '@playwright/test'
import { products } from '../data/products'

/**
 * Bad input is refused early with a 4xx and a JSON error, never a 5xx: route handlers read JSON with a size
 * limit, and proxy.ts refuses server action requests that Next's own action handler would answer with a 500.
 * Only the server answers here, so one browser project is enough for the requests; the page that makes a
 * real action call runs on both.
 */

const MB = 1024 * 1024

test.describe('the session route', () => {
  test('answers 2 MB of JSON with 413, junk with 400 and a forged X-Forwarded-Host with 403', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const headers = { origin, 'content-type': 'application/json' }

    const huge = await request.post('/api/session', {
      headers,
      data: Buffer.from(JSON.stringify({ idToken: 'x', padding: 'x'.repeat(2 * MB) })),
    })
    expect(huge.status()).toBe(413)
    expect(await huge.json()).toEqual({ ok: false, error: 'body-too-large' })

    // A Buffer, so Playwright sends the bytes as they are instead of encoding a string as JSON.
    const junk = await request.post('/api/session', { headers, data: Buffer.from('{"idToken":') })
    expect(junk.status()).toBe(400)
    expect(await junk.json()).toEqual({ ok: false, error: 'invalid-json' })

    const forged = await request.post('/api/session', {
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      data: Buffer.from(JSON.stringify({ idToken: 'x' })),
    })
    expect(forged.status()).toBe(403)
    expect(await forged.json()).toEqual({ ok: false, error: 'forbidden-origin' })
  })
})

/** A haircare product with nothing to choose, so its card adds it to the bag at once. */
const oil = products.find((product) => product.id === 1501)!

/** Adds a product from a listing card as a guest and returns the server action request the click sent. */
async function captureAddToBagAction(page: Page) {
  await page.goto('/beauty/haircare')
  const add = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: oil.name }) })
    .getByRole('button', { name: 'Add to Bag' })
  await expect
    .poll(() => add.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true)
  const actionCall = page.waitForRequest(
    (request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined,
  )
  await add.click()
  const call = await actionCall
  const response = await call.response()
  expect(response?.status()).toBe(200)
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(/added to your bag/),
  ).toBeVisible()
  return { url: call.url(), actionId: call.headers()['next-action']! }
}

test.describe('server actions', () => {
  test('a garbage, oversized or cross-site body answers 4xx, not 5xx', async ({ page, request, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const { url, actionId } = await captureAddToBagAction(page)
    const post = (data: string | Buffer, headers: Record<string, string> = {}) =>
      request.post(url, {
        headers: {
          'next-action': actionId,
          origin,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          ...headers,
        },
        data,
        maxRedirects: 0,
      })

    const cases: [string, Awaited<ReturnType<typeof post>>, number][] = [
      ['garbage', await post('garbage{'), 400],
      ['not the argument array', await post('{"productId":1}'), 400],
      ['a reference to a missing part', await post('["$1"]'), 400],
      ['not UTF-8', await post(Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d])), 400],
      [
        'a broken multipart body',
        await post('--x\r\njunk', { 'content-type': 'multipart/form-data; boundary=y' }),
        400,
      ],
      ['200 KB', await post(`["${'x'.repeat(200 * 1024)}"]`), 413],
      ['another site', await post('[1501,null,null,1]', { origin: 'https://evil.example' }), 403],
      [
        "the shop's Origin with another X-Forwarded-Host",
        await post('[1501,null,null,1]', { 'x-forwarded-host': 'evil.example' }),
        403,
      ],
    ]
    for (const [name, response, status] of cases) {
      expect(`${name}: ${response.status()}`).toBe(`${name}: ${status}`)
      expect(response.headers()['content-type']).toMatch(/application\/json/)
    }

    // A proxy in front that names the shop's own host, as a deployment's does, reaches the action.
    const forwarded = await post('[1501,null,null,1]', { 'x-forwarded-host': new URL(origin).host })
    expect(forwarded.status()).toBe(200)

    // Well-formed arguments of the wrong kind reach the action, which answers in words (HTTP 200).
    const wrongKind = await post('["not a product",null,null,"lots"]')
    expect(wrongKind.status()).toBe(200)
    expect(await wrongKind.text()).not.toMatch(/expected|received|Too (small|big)|Invalid input/)
  })
})
