import { RETURN_PARAM, safeReturnPath, signInPathFor } from '@/lib/auth/return-path'

/**
 * Where a browser would really go if it navigated to `path` from a page of ours. Anything that is not our own
 * origin is an open redirect.
 */
function landsOn(path: string): string {
  return new URL(path, 'https://shop.example/signin').origin
}

describe('safeReturnPath keeps same-site paths', () => {
  it.each([
    ['/', '/'],
    ['/account', '/account'],
    ['/orders/abc?tab=1#top', '/orders/abc?tab=1#top'],
    ['/clothing/abayas?color=black#x', '/clothing/abayas?color=black#x'],
    ['/clothing/abayas?sort=price-low&size=m', '/clothing/abayas?sort=price-low&size=m'],
    ['/hijabs/pins-%26-accessories', '/hijabs/pins-%26-accessories'],
    [
      '/clothing/abayas?utm_source=whatsapp&utm_medium=social&utm_campaign=eid-sale',
      '/clothing/abayas?utm_source=whatsapp&utm_medium=social&utm_campaign=eid-sale',
    ],
    [
      '/product/12?utm_source=facebook&utm_content=%2F%2Fx#reviews',
      '/product/12?utm_source=facebook&utm_content=%2F%2Fx#reviews',
    ],
    // A query or fragment that mentions another site does not move the path.
    ['/sale?ref=//evil.example', '/sale?ref=//evil.example'],
    ['/sale#//evil.example', '/sale#//evil.example'],
    ['/search?q=%D8%B9%D8%A8%D8%A7%DB%8C%D8%A7', '/search?q=%D8%B9%D8%A8%D8%A7%DB%8C%D8%A7'],
    ['/@evil.example', '/@evil.example'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('keeps %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  it('returns the normalised form: dot segments resolved, unsafe characters encoded', () => {
    expect(safeReturnPath('/a/../account')).toBe('/account')
    expect(safeReturnPath('/../../account')).toBe('/account')
    expect(safeReturnPath('/clothing/./../hijabs')).toBe('/hijabs')
    expect(safeReturnPath('/search?q=عبایا')).toBe('/search?q=%D8%B9%D8%A8%D8%A7%DB%8C%D8%A7')
    expect(safeReturnPath('/a b')).toBe('/a%20b')
  })
})

describe('safeReturnPath refuses paths that could leave the site', () => {
  const hostile: [string, string][] = [
    // Protocol-relative and absolute addresses.
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/account'],
    ['three slashes', '///evil.example'],
    ['four slashes', '////evil.example'],
    ['https URL', 'https://evil.example/account'],
    ['scheme without slashes', 'http:evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'account'],
    ['query only', '?next=//evil.example'],
    ['fragment only', '#//evil.example'],
    ['leading space', ' //evil.example'],
    // Backslashes, which browsers read as slashes.
    ['slash backslash', '/\\evil.example'],
    ['slash backslash slash', '/\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['backslash later in the path', '/x/..\\..\\\\evil.example'],
    // Dot segments the URL parser resolves into '//'.
    ['dot then slashes', '/.//evil.example'],
    ['dot-dot then slashes', '/..//evil.example'],
    ['dot and dot-dot', '/./..//evil.example'],
    ['climb out of a folder', '/a/..//evil.example'],
    ['climb out of two folders', '/a/b/../..//evil.example'],
    ['encoded dot', '/%2e//evil.example'],
    ['encoded dot-dot', '/%2e%2e//evil.example'],
    ['half-encoded dot-dot', '/.%2E//evil.example'],
    ['encoded dot-dot, encoded slash after', '/%2E%2E/%2Fevil.example'],
    // Encoded slashes and backslashes that a later decode turns into '//' or '/\'.
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['lower-case encoded slash', '/%2f/evil.example'],
    ['encoded backslashes', '/%5C%5Cevil.example'],
    ['one encoded backslash', '/%5Cevil.example'],
    ['encoded backslash then slash', '/%5C/evil.example'],
    ['encoded dot-dot and slashes', '/%2e%2e%2f%2fevil.example'],
    ['encoded dot-dot and backslashes', '/%2e%2e%5c%5cevil.example'],
    ['encoded traversal inside a segment', '/x/..%2F..%2F%2Fevil.example'],
    ['encoded slashes before a stray %', '/%2F%2Fevil.example/%zz'],
    // Layers of encoding.
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['double-encoded backslashes', '/%255C%255Cevil.example'],
    ['triple-encoded slashes', '/%25252F%25252Fevil.example'],
    ['double-encoded dot-dot', '/%252e%252e//evil.example'],
    ['nested escapes', '/%%32%66%%32%66evil.example'],
    ['five layers of encoding', '/%2525252F%2525252Fevil.example'],
    ['overlong UTF-8 slash', '/%C0%AF/evil.example'],
    ['overlong UTF-8 slash, double-encoded', '/%25C0%25AF/evil.example'],
    // Characters parsers drop, which would join '/' and '/'.
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return and newline', '/\r\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['encoded CRLF', '/%0d%0a/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['encoded NUL', '/%00//evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['next line (C1)', '/\u0085/evil.example'],
    ['line separator', '/\u2028/evil.example'],
    ['encoded line separator', '/%E2%80%A8/evil.example'],
    // Unicode look-alikes that NFKC, IDNA or a lenient router fold into '/' or '\'.
    ['fullwidth solidus', '/\uFF0Fevil.example'],
    ['fullwidth reverse solidus', '/\uFF3Cevil.example'],
    ['encoded fullwidth solidus', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['division slash', '/\u2215evil.example'],
    ['fraction slash', '/\u2044evil.example'],
    ['small reverse solidus', '/\uFE68evil.example'],
    ['big solidus', '/\u29F8evil.example'],
    ['fullwidth dots', '/\uFF0E\uFF0E//evil.example'],
    ['fullwidth dot-dot then solidi', '/x/\uFF0E\uFF0E\uFF0F\uFF0F\uFF0Fevil.example'],
    // Too long to be a real path.
    ['3000 characters', `/${'a'.repeat(3000)}`],
  ]

  it.each(hostile)('%s: %p', (_name, input) => {
    expect(safeReturnPath(input)).toBe('/')
  })

  it('has a broad table', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60)
  })

  it.each([[''], [null], [undefined]])('refuses %p', (input) => {
    expect(safeReturnPath(input)).toBe('/')
  })

  it('never returns a path a browser would take to another origin', () => {
    for (const [, input] of hostile) {
      expect(landsOn(safeReturnPath(input))).toBe('https://shop.example')
    }
  })

  it('uses the given fallback', () => {
    expect(safeReturnPath('//evil.example', '/account')).toBe('/account')
  })
})

describe('safeReturnPath and the sign-in screens', () => {
  it.each([
    ['/signin?next=/account'],
    ['/signup'],
    ['/forgot-password'],
    ['/%73ignin'],
    ['/x/../signup'],
    ['/ur/signin'],
    ['/ur/signup?next=/cart'],
  ])('does not send a signed-in shopper back to %s', (input) => {
    expect(safeReturnPath(input)).toBe('/')
  })
})

describe('safeReturnPath and the language prefix', () => {
  it.each(['/ur//evil.example', '/en//evil.example', '/ur/%2F%2Fevil.example', '/en/.//evil.example'])(
    'refuses %s, which the sign-in flow would turn into //evil.example in the other language',
    (input) => {
      expect(safeReturnPath(input)).toBe('/')
    },
  )

  it('keeps an ordinary Urdu page', () => {
    expect(safeReturnPath('/ur/account')).toBe('/ur/account')
  })
})

describe('signInPathFor', () => {
  it('carries the return path, encoded', () => {
    expect(signInPathFor('/account')).toBe('/signin?next=%2Faccount')
    expect(signInPathFor('/orders/1?x=2')).toBe('/signin?next=%2Forders%2F1%3Fx%3D2')
  })

  it('keeps utm_ parameters through the round trip to sign-in and back', () => {
    const original = '/clothing/abayas?color=black&utm_source=whatsapp&utm_medium=social&utm_campaign=eid'
    const signIn = new URL(signInPathFor(original), 'https://shop.example')
    expect(signIn.pathname).toBe('/signin')
    expect(safeReturnPath(signIn.searchParams.get(RETURN_PARAM))).toBe(original)
  })

  it('drops unsafe or trivial return paths', () => {
    expect(signInPathFor('//evil.example')).toBe('/signin')
    expect(signInPathFor('/.//evil.example')).toBe('/signin')
    expect(signInPathFor('/')).toBe('/signin')
  })
})
