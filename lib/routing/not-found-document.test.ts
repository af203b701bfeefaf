/** @jest-environment node */
import { NextRequest, NextResponse } from 'next/server'
import { notFoundRewrite } from './not-found-rewrite'

const readFile = jest.fn<Promise<string>, [string, string]>()
jest.mock('node:fs/promises', () => ({ readFile: (...args: [string, string]) => readFile(...args) }))

const PAGE = {
  en: '<!DOCTYPE html><html lang="en"><body><h1>Oops! Page not found</h1></body></html>',
  ur: '<!DOCTYPE html><html lang="ur" dir="rtl"><body><h1>صفحہ نہیں ملا</h1></body></html>',
}

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(new URL(path, 'http://shop.test'), init)
}

/** A fresh module each test: it keeps each language's page once read. */
function load() {
  let fresh!: typeof import('./not-found-document')
  jest.isolateModules(() => {
    fresh = jest.requireActual('./not-found-document')
  })
  return fresh
}

beforeEach(() => {
  readFile.mockReset()
  readFile.mockImplementation(async (file) => {
    if (file.endsWith('/.next/server/app/en/not-found-page.html')) return PAGE.en
    if (file.endsWith('/.next/server/app/ur/not-found-page.html')) return PAGE.ur
    throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' })
  })
})

describe('wantsDocument', () => {
  const { wantsDocument } = load()

  it('is a page load: a navigation, or a client that sends no Sec-Fetch headers', () => {
    expect(wantsDocument(request('/x', { headers: { 'sec-fetch-dest': 'document' } }))).toBe(true)
    expect(wantsDocument(request('/x'))).toBe(true)
    expect(wantsDocument(request('/x', { method: 'HEAD' }))).toBe(true)
  })

  it("is not the router's fetch of a payload, a picture, or a form post", () => {
    expect(wantsDocument(request('/x', { headers: { 'sec-fetch-dest': 'empty' } }))).toBe(false)
    expect(wantsDocument(request('/x', { headers: { 'sec-fetch-dest': 'image' } }))).toBe(false)
    expect(wantsDocument(request('/x', { method: 'POST' }))).toBe(false)
  })
})

describe('notFoundRewriteLocale', () => {
  const { notFoundRewriteLocale } = load()
  const url = new URL('http://shop.test/clothing/nope')

  it("names the language of the proxy's 404 rewrite", () => {
    expect(notFoundRewriteLocale(notFoundRewrite(url, 'en'))).toBe('en')
    expect(notFoundRewriteLocale(notFoundRewrite(url, 'ur'))).toBe('ur')
  })

  it('is null for any other answer', () => {
    expect(notFoundRewriteLocale(NextResponse.rewrite(new URL('/en/sale', url)))).toBeNull()
    expect(
      notFoundRewriteLocale(NextResponse.rewrite(new URL('/en/orders/confirm/x', url), { status: 404 })),
    ).toBeNull()
    expect(notFoundRewriteLocale(NextResponse.next())).toBeNull()
    expect(notFoundRewriteLocale(new NextResponse('gone', { status: 404 }))).toBeNull()
  })
})

describe('withNotFoundDocument', () => {
  const url = new URL('http://shop.test/ur/clothing/nope')

  it("answers a page load with the 404 page's HTML in its language and a 404 status", async () => {
    const { withNotFoundDocument } = load()
    const answer = await withNotFoundDocument(
      request('/ur/clothing/nope', { headers: { 'sec-fetch-dest': 'document' } }),
      notFoundRewrite(url, 'ur'),
    )
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe(PAGE.ur)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(answer.headers.get('x-middleware-rewrite')).toBeNull()
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=/)
    expect(answer.headers.get('vary')).toContain('Sec-Fetch-Dest')
  })

  it("keeps the rewrite's own headers: a gated page's 404 stays private", async () => {
    const { withNotFoundDocument } = load()
    const rewrite = notFoundRewrite(url, 'en', {
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    })
    const answer = await withNotFoundDocument(request('/orders/abc'), rewrite)
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe(PAGE.en)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('x-robots-tag')).toBe('noindex')
  })

  it("leaves the rewrite for the router's fetch, and reads each page once", async () => {
    const { withNotFoundDocument } = load()
    const rewrite = notFoundRewrite(url, 'en')
    const fetchOfPayload = request('/clothing/nope', { headers: { 'sec-fetch-dest': 'empty' } })
    expect(await withNotFoundDocument(fetchOfPayload, rewrite)).toBe(rewrite)
    await withNotFoundDocument(request('/a'), notFoundRewrite(url, 'en'))
    await withNotFoundDocument(request('/b'), notFoundRewrite(url, 'en'))
    expect(readFile).toHaveBeenCalledTimes(1)
  })

  it('falls back to the rewrite when the build has no such page', async () => {
    const { withNotFoundDocument } = load()
    readFile.mockRejectedValue(Object.assign(new Error('ENOENT'), { code: 'ENOENT' }))
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const rewrite = notFoundRewrite(url, 'en')
    expect(await withNotFoundDocument(request('/clothing/nope'), rewrite)).toBe(rewrite)
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })

  it('passes every other answer through untouched', async () => {
    const { withNotFoundDocument } = load()
    const page = NextResponse.rewrite(new URL('/en/sale', url))
    expect(await withNotFoundDocument(request('/sale'), page)).toBe(page)
    expect(readFile).not.toHaveBeenCalled()
  })
})
