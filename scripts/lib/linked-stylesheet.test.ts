import { linkedStylesheet } from './linked-stylesheet.mjs'

const PAGE = 'http://localhost:3100/'

describe('linkedStylesheet', () => {
  it('finds the stylesheet Next links, as an absolute URL on the page’s origin', () => {
    const html =
      '<head><link rel="preload" as="image" href="/pictures/a.avif"/>' +
      '<link rel="stylesheet" href="/_next/static/chunks/2rohc4e-_cxgf.css" data-precedence="next"/></head>'
    expect(linkedStylesheet(html, PAGE)).toBe('http://localhost:3100/_next/static/chunks/2rohc4e-_cxgf.css')
  })

  it('reads the attributes in any order and quoting, and decodes &amp; in the address', () => {
    const html = `<link href='/styles.css?v=1&amp;x=2' data-precedence="next" rel=stylesheet>`
    expect(linkedStylesheet(html, PAGE)).toBe('http://localhost:3100/styles.css?v=1&x=2')
  })

  it('takes the first of several, and skips links that only look alike', () => {
    const html =
      '<link rel="stylesheets-later" href="/no.css"><link rel="alternate stylesheet" href="/alt.css">' +
      '<link rel="stylesheet" href="/first.css"><link rel="stylesheet" href="/second.css">'
    expect(linkedStylesheet(html, PAGE)).toBe('http://localhost:3100/first.css')
  })

  it('answers undefined for a page without one', () => {
    expect(linkedStylesheet('<link rel="preload" as="style" href="/a.css"><h1>Hi</h1>', PAGE)).toBeUndefined()
  })
})
