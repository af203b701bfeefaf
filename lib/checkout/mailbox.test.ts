import { mailboxKey } from './mailbox'

describe('mailboxKey', () => {
  it('counts the Gmail variants of one inbox as that inbox', () => {
    for (const variant of [
      'ayesha@gmail.com',
      'Ayesha@Gmail.com',
      ' a.yesha@gmail.com ',
      'a.y.e.s.h.a@gmail.com',
      'ayesha+1@gmail.com',
      'ay.esha+eid-sale@googlemail.com',
    ]) {
      expect(mailboxKey(variant)).toBe('ayesha@gmail.com')
    }
  })

  it('drops a +tag everywhere, but keeps dots where they name another inbox', () => {
    expect(mailboxKey('sana.k+orders@outlook.com')).toBe('sana.k@outlook.com')
    expect(mailboxKey('sana.k@outlook.com')).not.toBe(mailboxKey('sanak@outlook.com'))
    expect(mailboxKey('info@example.pk')).toBe('info@example.pk')
  })

  it('leaves what is not an address as it is, without case', () => {
    expect(mailboxKey('+tag@gmail.com')).toBe('+tag@gmail.com')
    expect(mailboxKey('No-At-Sign')).toBe('no-at-sign')
  })
})
