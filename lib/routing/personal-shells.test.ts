import { PERSONAL_SHELLS, personalShellHeaders } from './personal-shells'

describe('the personal shells’ Cache-Control', () => {
  it('keeps every shell, in both languages, out of shared caches', () => {
    const entries = personalShellHeaders()
    expect(entries.map((entry) => entry.source)).toEqual(
      expect.arrayContaining([
        '/cart',
        '/ur/cart',
        '/checkout',
        '/ur/checkout',
        '/account',
        '/orders/lookup',
      ]),
    )
    expect(entries).toHaveLength(PERSONAL_SHELLS.length * 2)
    for (const entry of entries) expect(entry.headers[0]!.value).toMatch(/^private, no-(cache|store)$/)
  })

  it('never lets Back bring up what was typed into the order lookup', () => {
    for (const source of ['/orders/lookup', '/ur/orders/lookup']) {
      const entry = personalShellHeaders().find((candidate) => candidate.source === source)
      expect(entry?.headers).toEqual([{ key: 'Cache-Control', value: 'private, no-store' }])
    }
  })
})
