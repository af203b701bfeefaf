import { safeReturnPath, signInPathFor } from '@/lib/auth/return-path'

describe('safeReturnPath', () => {
  it.each([
    ['/account', '/account'],
    ['/orders/abc?tab=1#top', '/orders/abc?tab=1#top'],
    ['/clothing/abayas?sort=price-low', '/clothing/abayas?sort=price-low'],
    ['/', '/'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  it.each([
    ['//evil.example/account'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/account'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['account'],
    ['/%0d%0a//evil.example'.replace('%0d%0a', '\r\n')],
    ['/\t/evil.example'],
    [''],
    [null],
    [undefined],
  ])('refuses %p and falls back to /', (input) => {
    expect(safeReturnPath(input)).toBe('/')
  })

  it('uses the given fallback', () => {
    expect(safeReturnPath('//evil.example', '/account')).toBe('/account')
  })

  it('does not send a signed-in shopper back to a sign-in screen', () => {
    expect(safeReturnPath('/signin?next=/account')).toBe('/')
    expect(safeReturnPath('/signup')).toBe('/')
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/a/../account')).toBe('/account')
    expect(safeReturnPath('/../../account')).toBe('/account')
  })
})

describe('signInPathFor', () => {
  it('carries the return path, encoded', () => {
    expect(signInPathFor('/account')).toBe('/signin?next=%2Faccount')
    expect(signInPathFor('/orders/1?x=2')).toBe('/signin?next=%2Forders%2F1%3Fx%3D2')
  })

  it('drops unsafe or trivial return paths', () => {
    expect(signInPathFor('//evil.example')).toBe('/signin')
    expect(signInPathFor('/')).toBe('/signin')
  })
})
