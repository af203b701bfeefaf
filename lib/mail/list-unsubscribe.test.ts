import { listUnsubscribeHeaders } from './list-unsubscribe'

describe('listUnsubscribeHeaders', () => {
  it('names the one-click address in angle brackets and says a POST alone unsubscribes (RFC 8058)', () => {
    expect(listUnsubscribeHeaders('https://fatin.pk/api/newsletter/unsubscribe?token=u1.abc.def')).toEqual({
      'List-Unsubscribe': '<https://fatin.pk/api/newsletter/unsubscribe?token=u1.abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('refuses anything but an absolute web address', () => {
    expect(() => listUnsubscribeHeaders('/api/newsletter/unsubscribe')).toThrow()
    expect(() => listUnsubscribeHeaders('javascript:alert(1)')).toThrow(/web address/)
  })
})
