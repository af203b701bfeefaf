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
