import { expect, test } from '@playwright/test'
import { startAnotherServer } from './helpers/another-server'
import { postJsonFrom, uniqueLoopbackAddress } from './helpers/client-address'

/**
 * Answers to requests a browser of ours never sends, checked at the HTTP level: what a CDN may keep, what a
 * malformed or cross-site request gets, and whose address an abuse limit counts.
 */

const SHARED = /^public, .*s-maxage=\d+/

test.describe('what a shared cache may keep', () => {
  for (const path of [
    '/',
    '/sale',
    '/clothing/abayas',
    '/clothing/abayas?color=black',
    '/hijabs/pins-&-accessories',
  ]) {
    test(`${path}: the HTML is shared, the redirect an RSC request gets is not`, async ({ request }) => {
      const html = await request.get(path, { maxRedirects: 0 })
      expect(html.status()).toBe(200)
      expect(html.headers()['cache-control']).toMatch(SHARED)

      const rsc = await request.get(path, { headers: { RSC: '1' }, maxRedirects: 0 })
      if (rsc.status() >= 300 && rsc.status() < 400) {
        expect(rsc.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/)
        // And it never names the internal route a filtered listing is rendered by.
        expect(rsc.headers()['location']).not.toContain('/filtered')
      }
    })
  }

  test('the same page asked with a language cookie stays shared; the redirect that cookie causes is private', async ({
    request,
  }) => {
    const page = await request.get('/sale', { headers: { cookie: 'fatin_lang=en' }, maxRedirects: 0 })
    expect(page.headers()['cache-control']).toMatch(SHARED)
    const redirect = await request.get('/ur/sale', {
      headers: { cookie: 'fatin_lang=en', 'sec-fetch-mode': 'navigate' },
      maxRedirects: 0,
    })
    expect(redirect.status()).toBe(307)
    expect(redirect.headers()['location']).toBe('/sale')
    expect(redirect.headers()['cache-control']).toBe('private, no-store')
  })
})

test.describe('bad requests get a 4xx, never a 500', () => {
  for (const path of ['/product/%E0', '/ur/product/%E0', '/%E0%A4', '/clothing/%C0%AF']) {
    test(`${path} (not UTF-8) answers 400 with a page a shopper can read`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(400)
      const html = await response.text()
      expect(html).toContain('This address is not valid')
      expect(html).toContain('Return to Home')
      expect(response.headers()['x-frame-options']).toBe('DENY')
    })
  }

  // Paths proxy.ts never runs for (Next's assets, pictures, fonts, metadata files, the search index): Next's
  // router throws on them before routing, so the Node server's guard answers (lib/http/node-request-guard.ts).
  for (const path of [
    '/pictures/%E0',
    '/_next/static/%',
    '/sitemap.xml%',
    '/search-index.json/%',
    '/fonts/%C0%AF',
  ]) {
    test(`${path} (not UTF-8, a path the proxy skips) answers 400 with the security headers, never shared`, async ({
      request,
    }) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await request.fetch(path, { method, maxRedirects: 0 })
        expect(response.status(), method).toBe(400)
        expect(response.headers()['content-security-policy'], method).toContain("default-src 'self'")
        expect(response.headers()['x-content-type-options'], method).toBe('nosniff')
        expect(response.headers()['cache-control'], method).toBe('private, no-store')
      }
      expect(await (await request.get(path)).text()).toContain('This address is not valid')
    })
  }

  test('a form posted to a page from another site, without JavaScript, answers 403', async ({ request }) => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = await request.post('/checkout', {
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        data: '$ACTION_ID_0000000000000000000000000000000000000000=&fullName=Ayesha',
        maxRedirects: 0,
      })
      expect(response.status()).toBe(403)
    }
  })
})

test('a server action sent something other than its form answers as for an empty form, never a 500', async ({
  request,
  baseURL,
}) => {
  // The no-JavaScript Add to Bag form names its action in the page (React's $ACTION_1:0 field).
  const html = await (await request.get('/product/1')).text()
  const encoded = /name="\$ACTION_1:0" value="([^"]+)"/.exec(html)?.[1]
  const actionId = (JSON.parse((encoded ?? '{}').replaceAll('&quot;', '"')) as { id?: string }).id
  expect(actionId).toMatch(/^[0-9a-f]{40,}$/)
  for (const body of ['[null,"x"]', '[null,{"get":1}]', '[null,null]']) {
    const response = await request.post('/product/1', {
      headers: {
        origin: new URL(baseURL ?? '').origin,
        'next-action': actionId ?? '',
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: body,
      maxRedirects: 0,
    })
    expect(response.status(), body).toBe(200)
    const answer = await response.text()
    expect(answer).not.toContain('"digest"')
    expect(answer).toContain('invalid-input')
  }
})

test('a path the proxy lets by unread that names no route is a 404, never a page outside its gate', async ({
  request,
}) => {
  for (const path of ['/api/about', '/api/staff', '/_next/account', '/_next/sale', '/l/x/about']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    // Not the shop's layout around some page: no header, no main content, no back office.
    expect(await response.text(), path).not.toContain('id="main"')
  }
})

test('an RSC request whose router state cannot be read gets a 400, not a 500', async ({ request }) => {
  for (const path of ['/search?q=abaya', '/ur/search?q=abaya']) {
    const response = await request.get(path, {
      headers: { RSC: '1', 'Next-Router-State-Tree': encodeURIComponent('{"not":"a router state"}') },
      maxRedirects: 0,
    })
    expect(response.status(), path).toBe(400)
    expect(await response.json(), path).toEqual({ ok: false, error: 'bad-router-state' })
  }
})

test('an /api address that names no route answers a JSON 404 a client can read, whatever the method', async ({
  request,
}) => {
  const asked: ReadonlyArray<readonly [string, string]> = [
    ['GET', '/api/about'],
    ['GET', '/api/orders/confirm'],
    ['POST', '/api/staff/orders'],
    ['DELETE', '/api/nothing/here'],
  ]
  for (const [method, path] of asked) {
    const response = await request.fetch(path, { method, maxRedirects: 0 })
    expect(response.status(), `${method} ${path}`).toBe(404)
    expect(response.headers()['content-type'], path).toContain('application/json')
    expect(await response.json(), path).toEqual({ ok: false, error: 'not-found' })
  }
})

test.describe('methods other than GET and HEAD are never shared', () => {
  for (const path of ['/clothing/abayas', '/', '/ur/sale', '/search-index.json']) {
    test(`OPTIONS ${path} answers 204 with the methods a page takes, private`, async ({ request }) => {
      const response = await request.fetch(path, { method: 'OPTIONS', maxRedirects: 0 })
      expect(response.status()).toBe(204)
      expect(response.headers()['allow']).toBe('GET, HEAD, POST')
      expect(response.headers()['cache-control']).toBe('private, no-store')
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
    })
  }

  test('PUT and DELETE on a catalogue page answer 405; a bare POST gets the page, private', async ({
    request,
  }) => {
    for (const method of ['PUT', 'DELETE']) {
      const response = await request.fetch('/clothing/abayas', { method, maxRedirects: 0 })
      expect(response.status(), method).toBe(405)
      expect(response.headers()['allow'], method).toBe('GET, HEAD, POST')
      expect(response.headers()['cache-control'], method).toBe('private, no-store')
    }
    for (const path of ['/clothing/abayas', '/sale', '/search-index.json']) {
      const post = await request.post(path, { maxRedirects: 0 })
      expect(post.status(), path).toBeLessThan(500)
      expect(post.headers()['cache-control'] ?? '', path).not.toMatch(/public|s-maxage/)
    }
    // The same page read with GET is still shared.
    expect((await request.get('/clothing/abayas')).headers()['cache-control']).toMatch(SHARED)
  })

  test("a route handler's own methods are left to it", async ({ request }) => {
    const options = await request.fetch('/api/health', { method: 'OPTIONS' })
    expect(options.status()).toBe(204)
    expect(options.headers()['allow']).toContain('GET')
    expect(options.headers()['allow']).not.toContain('POST')
  })
})

test.describe('the address an abuse limit counts', () => {
  test('with no trusted proxy (the default), a made-up X-Forwarded-For on every try does not escape the limit', async () => {
    test.slow()
    // The shared test server plays a trusted proxy (SHOP_TRUSTED_PROXY_HOPS=1); this one has the default. The
    // counters are shared by every server of the run (Firestore), so the tries come from a loopback address of
    // this test's own.
    const server = await startAnotherServer(
      { SHOP_TRUSTED_PROXY_HOPS: undefined, SHOP_TRUSTED_PROXY_HEADER: undefined },
      { hostname: '127.0.0.1' },
    )
    try {
      const origin = server.baseURL
      const from = uniqueLoopbackAddress()
      const statuses: number[] = []
      for (let i = 0; i < 21; i += 1) {
        const headers = {
          origin,
          'x-forwarded-for': `198.18.${i}.${i + 1}`,
          'x-shop-connection-address': `198.19.0.${i}`,
        }
        statuses.push(
          await postJsonFrom(from, `${server.baseURL}/api/session`, headers, {
            idToken: `forged-token-${i}`,
          }),
        )
      }
      // lib/rate-limit/rules.ts: 20 refused sign-ins per address in 10 minutes, then 429.
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
      expect(statuses[20]).toBe(429)
    } finally {
      await server.stop()
    }
  })
})
