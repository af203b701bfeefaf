import { SERVER_ACTION_BODY_LIMIT_BYTES } from './body-limits'
import { isArgumentArray, refuseBadActionPost } from './server-action-guard'

const SHOP = 'http://localhost:3000'
const trusted = (origin: string) => origin === SHOP

type Options = { headers?: Record<string, string>; body?: BodyInit; method?: string; path?: string }

function actionRequest({ headers = {}, body, method = 'POST', path = '/product/1' }: Options = {}) {
  return new Request(`${SHOP}${path}`, {
    method,
    headers: {
      'next-action': '7f3a9c',
      origin: SHOP,
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
    body,
  })
}

const check = (request: Request, path = new URL(request.url).pathname) =>
  refuseBadActionPost(request, path, trusted)

/** A body with no Content-Length, as a chunked upload sends it. */
function streamed(size: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close()
      const chunk = new Uint8Array(Math.min(16 * 1024, size - sent)).fill(0x61)
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

async function multipart(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const encoded = new Request(SHOP, { method: 'POST', body: form })
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  }
}

describe('refuseBadActionPost lets through', () => {
  it.each([
    ['the bag actions’ arguments', '[12,"Black","M",1]'],
    ['null arguments', '[3,null,null]'],
    ['no arguments', '[]'],
    ['an escaped dollar', '["$$5 off"]'],
    ['undefined and special numbers', '["$undefined","$-0","$NaN","$Infinity","$-Infinity"]'],
    ['a date', '["$D2026-03-01T10:00:00.000Z"]'],
  ])('%s', async (_name, body) => {
    expect(await check(actionRequest({ body }))).toBeNull()
  })

  it('a checkout form as React sends it', async () => {
    const { body, contentType } = await multipart({
      _1_fullName: 'Ayesha Khan',
      _1_idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
      '0': '["$K1"]',
    })
    expect(await check(actionRequest({ body, headers: { 'content-type': contentType } }))).toBeNull()
  })

  it('an action without an Origin header (Next lets hand-made requests through too)', async () => {
    const request = new Request(`${SHOP}/`, {
      method: 'POST',
      headers: { 'next-action': '7f3a9c', 'content-type': 'text/plain' },
      body: '[1]',
    })
    expect(await check(request)).toBeNull()
  })

  it('requests that are not page POSTs, and route handlers, which check their own bodies', async () => {
    expect(await check(new Request(`${SHOP}/product/1`))).toBeNull()
    expect(await check(actionRequest({ path: '/api/session', body: 'x'.repeat(200_000) }))).toBeNull()
  })

  it("the shop's Origin behind a proxy that names the shop's host in X-Forwarded-Host", async () => {
    for (const forwarded of ['localhost:3000', 'localhost:3000, internal:8080']) {
      const request = actionRequest({
        body: '[1]',
        headers: { host: 'internal:8080', 'x-forwarded-host': forwarded },
      })
      expect(await check(request)).toBeNull()
    }
    expect(await check(actionRequest({ body: '[1]', headers: { host: 'localhost:3000' } }))).toBeNull()
  })

  it('a small form posted without JavaScript, for Next to judge', async () => {
    const request = new Request(`${SHOP}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SHOP },
      body: 'fullName=Ayesha',
    })
    expect(await check(request)).toBeNull()
  })
})

describe('refuseBadActionPost refuses', () => {
  it('an action from another site with 403', async () => {
    const request = actionRequest({ body: '[1]', headers: { origin: 'https://evil.example' } })
    expect(await check(request)).toEqual({ status: 403, error: 'forbidden-origin' })
  })

  it('a form posted without JavaScript from another site with 403 (Next would answer 500)', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const request = new Request(`${SHOP}/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: '$ACTION_ID_7f3a9c=&fullName=Ayesha',
      })
      expect(await check(request)).toEqual({ status: 403, error: 'forbidden-origin' })
    }
  })

  it("the shop's Origin with another X-Forwarded-Host or Host with 403 (Next's CSRF check would answer 500)", async () => {
    const cases: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil.example' },
      { host: 'localhost:3000', 'x-forwarded-host': 'evil.example, localhost:3000' },
      { host: 'evil.example' },
      { host: 'localhost:3000', 'x-forwarded-host': 'localhost:3001' },
    ]
    for (const headers of cases) {
      expect(await check(actionRequest({ body: '[1]', headers }))).toEqual({
        status: 403,
        error: 'forbidden-origin',
      })
    }
  })

  it('a body whose Content-Length is over the limit with 413, before reading it', async () => {
    const request = actionRequest({
      body: '[1]',
      headers: { 'content-length': String(SERVER_ACTION_BODY_LIMIT_BYTES + 1) },
    })
    expect(await check(request)).toEqual({ status: 413, error: 'body-too-large' })
  })

  it('a streamed body that grows over the limit with 413', async () => {
    const request = new Request(`${SHOP}/`, {
      method: 'POST',
      headers: { 'next-action': '7f3a9c', origin: SHOP },
      body: streamed(2 * 1024 * 1024),
      duplex: 'half',
    } as RequestInit)
    expect(request.headers.get('content-length')).toBeNull()
    expect(await check(request)).toEqual({ status: 413, error: 'body-too-large' })
  })

  it('an oversized form posted without JavaScript with 413', async () => {
    const request = new Request(`${SHOP}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `fullName=${'a'.repeat(SERVER_ACTION_BODY_LIMIT_BYTES)}`,
    })
    expect(await check(request)).toEqual({ status: 413, error: 'body-too-large' })
  })

  it.each([
    ['garbage', 'garbage{'],
    ['empty', ''],
    ['an object root', '{"productId":1}'],
    ['a number root', '5'],
    ['a reference to a part that is not there', '["$1"]'],
    ['a promise reference', '["$@0"]'],
    ['a server function reference', '["$h1"]'],
    ['a Map', '["$Q1"]'],
    ['a blob', '["$B1"]'],
    ['a huge BigInt', `["$n${'9'.repeat(400)}"]`],
    ['an unknown token', '["$Zzz"]'],
    ['a reference nested deep inside', '[{"a":[1,{"b":"$1"}]}]'],
  ])('a malformed text body (%s) with 400', async (_name, body) => {
    expect(await check(actionRequest({ body }))).toEqual({ status: 400, error: 'malformed-action' })
  })

  it('a body that is not UTF-8 with 400', async () => {
    const body = new Uint8Array([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d])
    expect(await check(actionRequest({ body }))).toEqual({ status: 400, error: 'malformed-action' })
  })

  it('a Content-Length that is not a number with 400', async () => {
    const request = actionRequest({ body: '[1]', headers: { 'content-length': '1e9' } })
    expect(await check(request)).toEqual({ status: 400, error: 'malformed-action' })
  })

  it('a content type React never sends with 400', async () => {
    const request = actionRequest({
      body: '[1]',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(await check(request)).toEqual({ status: 400, error: 'malformed-action' })
  })

  it.each<[string, Record<string, string>]>([
    ['without a root field', { _1_fullName: 'Ayesha' }],
    ['with a root that is not JSON', { '0': 'garbage' }],
    ['with a root that names a missing part', { '0': '["$1"]' }],
  ])('a multipart body %s with 400', async (_name, fields) => {
    const { body, contentType } = await multipart(fields)
    const request = actionRequest({ body, headers: { 'content-type': contentType } })
    expect(await check(request)).toEqual({ status: 400, error: 'malformed-action' })
  })

  it('a multipart body that does not parse with 400', async () => {
    const request = actionRequest({
      body: '--nope\r\ngarbage',
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
    })
    expect(await check(request)).toEqual({ status: 400, error: 'malformed-action' })
  })
})

describe('isArgumentArray', () => {
  it('survives a deeply nested body without overflowing the stack', () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`
    expect(() => isArgumentArray(deep)).not.toThrow()
  })
})
