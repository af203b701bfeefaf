import { withLocalSiteUrl } from './local-site-url.mjs'

describe('withLocalSiteUrl', () => {
  it('names the port the shop serves on when no site URL is set', () => {
    expect(withLocalSiteUrl({}, 3300).NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3300')
    expect(withLocalSiteUrl({ NEXT_PUBLIC_SITE_URL: ' ' }, 3100).NEXT_PUBLIC_SITE_URL).toBe(
      'http://localhost:3100',
    )
  })

  it('keeps a site URL that was set', () => {
    const env = { NEXT_PUBLIC_SITE_URL: 'https://fatin.example' }
    expect(withLocalSiteUrl(env, 3300).NEXT_PUBLIC_SITE_URL).toBe('https://fatin.example')
  })
})
