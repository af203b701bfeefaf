import { CACHE_SEEN_MESSAGE, MAX_SEEN_URLS, saysAloneInTab, seenUrlsIn } from './messages'

describe('seenUrlsIn', () => {
  it('gives the addresses of a page’s message about what its tab has shown', () => {
    expect(seenUrlsIn({ type: CACHE_SEEN_MESSAGE, urls: ['/clothing/abayas', '/product/1'] })).toEqual([
      '/clothing/abayas',
      '/product/1',
    ])
  })

  it('leaves out anything that is not an address, and keeps at most MAX_SEEN_URLS', () => {
    const urls = Array.from({ length: MAX_SEEN_URLS + 5 }, (_, index) => `/product/${index}`)
    expect(seenUrlsIn({ type: CACHE_SEEN_MESSAGE, urls: [42, null, { href: '/x' }, ...urls] })).toEqual(
      urls.slice(0, MAX_SEEN_URLS),
    )
  })

  it('is null for any other message', () => {
    expect(seenUrlsIn(undefined)).toBeNull()
    expect(seenUrlsIn(null)).toBeNull()
    expect(seenUrlsIn({ type: 'fatin:probe-network' })).toBeNull()
    expect(seenUrlsIn({ type: CACHE_SEEN_MESSAGE, urls: '/product/1' })).toBeNull()
  })
})

describe('saysAloneInTab', () => {
  it('is true only for a page’s answer that says so in as many words', () => {
    expect(saysAloneInTab({ type: CACHE_SEEN_MESSAGE, urls: [], aloneInTab: true })).toBe(true)
    expect(saysAloneInTab({ type: CACHE_SEEN_MESSAGE, urls: [] })).toBe(false)
    expect(saysAloneInTab({ type: CACHE_SEEN_MESSAGE, urls: [], aloneInTab: 'true' })).toBe(false)
    expect(saysAloneInTab({ type: 'fatin:probe-network', aloneInTab: true })).toBe(false)
    expect(saysAloneInTab(null)).toBe(false)
  })
})
