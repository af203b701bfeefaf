import { languageSwitchTarget } from './language-switch-target'

describe('languageSwitchTarget', () => {
  it('opens the same page, query and all, in the chosen language', () => {
    expect(languageSwitchTarget('ur', '/clothing/abayas?color=black')).toEqual({
      locale: 'ur',
      href: '/ur/clothing/abayas?color=black',
    })
    expect(languageSwitchTarget('en', '/ur/product/1')).toEqual({ locale: 'en', href: '/product/1' })
    expect(languageSwitchTarget('ur', '/')).toEqual({ locale: 'ur', href: '/ur' })
    expect(languageSwitchTarget('en', '/ur')).toEqual({ locale: 'en', href: '/' })
  })

  it('keeps a sign-in screen, with its return path', () => {
    expect(languageSwitchTarget('ur', '/signin?next=%2Fcart').href).toBe('/ur/signin?next=%2Fcart')
  })

  it('never leaves the site, and falls back to English for an unknown language', () => {
    expect(languageSwitchTarget('ur', '//evil.example/x').href).toBe('/ur')
    expect(languageSwitchTarget('ur', 'https://evil.example').href).toBe('/ur')
    expect(languageSwitchTarget('ur', '/\\evil.example').href).toBe('/ur')
    expect(languageSwitchTarget('fr', '/sale')).toEqual({ locale: 'en', href: '/sale' })
    expect(languageSwitchTarget('ur', null).href).toBe('/ur')
  })
})

describe('languageSwitchTarget and a path hidden behind a language prefix', () => {
  it.each([
    ['ur', '/ur//evil.example'],
    ['en', '/ur//evil.example'],
    ['ur', '/en//evil.example'],
    ['en', '/en//evil.example'],
    ['en', '/ur/%2F%2Fevil.example'],
    ['en', '/ur/.//evil.example'],
    ['en', '/ur%2F%2Fevil.example'],
  ])('to=%s&path=%s opens that language’s home page', (to, path) => {
    expect(languageSwitchTarget(to, path).href).toBe(to === 'ur' ? '/ur' : '/')
  })
})
