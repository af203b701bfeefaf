import { malformedPathResponse } from './malformed-path'
import { isMalformedPath } from './malformed-path-page'

describe('isMalformedPath', () => {
  it.each(['/product/%E0', '/ur/product/%E0', '/%E0%A4', '/clothing/%C0%AF', '/x/%'])(
    'refuses %s',
    (path) => {
      expect(isMalformedPath(path)).toBe(true)
    },
  )

  it.each([
    '/',
    '/product/1',
    '/hijabs/pins-&-accessories',
    '/search/%D8%B9%D8%A8%D8%A7%DB%8C%D8%A7',
    '/a%20b',
  ])('accepts %s', (path) => {
    expect(isMalformedPath(path)).toBe(false)
  })
})

describe('malformedPathResponse', () => {
  it('is a 400 page a shopper can read, in both languages, with a way home', async () => {
    const response = malformedPathResponse()
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('This address is not valid')
    expect(html).toContain('<a href="/">Return to Home</a>')
    expect(html).toContain('<a href="/ur">')
    expect(html).not.toMatch(/<script|<style|Error:/)
  })
})
