import { judgeSameSitePath, sameSitePath } from './same-site-path'

/** Where a browser would really go if sent to `path` from a page of ours. */
const landsOn = (path: string) => new URL(path, 'https://shop.example/ur/sale').origin

/**
 * Paths that look local until the shop's language routing strips '/ur' or '/en' from them, in every encoding
 * and dot-segment form that reaches the same '//host' afterwards.
 */
const HIDDEN_BEHIND_A_LANGUAGE = [
  '/ur//evil.example',
  '/en//evil.example',
  '/ur//evil.example/account?x=1',
  '/ur///evil.example',
  '/UR//evil.example',
  '/ur/%2Fevil.example',
  '/ur/%2fevil.example',
  '/ur%2F%2Fevil.example',
  '/en/%252F%252Fevil.example',
  '/ur/.//evil.example',
  '/ur/x/..//evil.example',
  '/ur/%2e//evil.example',
  '/ur/\\evil.example',
  '/ur/%5Cevil.example',
  '/ur/／evil.example',
  '/ur/%EF%BC%8Fevil.example',
  '/ur//evil.example?next=/sale',
  '/ur//evil.example#top',
]

describe('judgeSameSitePath', () => {
  it.each(HIDDEN_BEHIND_A_LANGUAGE)(
    'refuses %s, which becomes another host once its language is stripped',
    (path) => {
      expect(judgeSameSitePath(path)).toBeNull()
    },
  )

  it('keeps ordinary pages in either language, with the page they name', () => {
    expect(judgeSameSitePath('/ur/clothing/abayas?color=black')).toEqual({
      path: '/ur/clothing/abayas?color=black',
      page: '/clothing/abayas',
    })
    expect(judgeSameSitePath('/ur')).toEqual({ path: '/ur', page: '/' })
    expect(judgeSameSitePath('/ur?utm_source=whatsapp')).toEqual({
      path: '/ur?utm_source=whatsapp',
      page: '/',
    })
    expect(judgeSameSitePath('/en/%73ignin')).toEqual({ path: '/en/%73ignin', page: '/signin' })
    // Only a whole language segment is a prefix.
    expect(judgeSameSitePath('/urdu-guide')).toEqual({ path: '/urdu-guide', page: '/urdu-guide' })
  })

  it('refuses what is not a path at all', () => {
    for (const value of [undefined, null, 42, '', 'sale', 'https://evil.example', '//evil.example']) {
      expect(judgeSameSitePath(value)).toBeNull()
    }
  })
})

describe('sameSitePath', () => {
  it('gives the fallback for anything that could leave the site, and never a path that does', () => {
    for (const path of HIDDEN_BEHIND_A_LANGUAGE) {
      expect(sameSitePath(path, '/ur')).toBe('/ur')
      expect(landsOn(sameSitePath(path, '/ur'))).toBe('https://shop.example')
    }
    expect(sameSitePath('/ur/sale', '/')).toBe('/ur/sale')
  })
})
