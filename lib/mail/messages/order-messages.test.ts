import { productTextsUr } from '@/data/ur/products'
import { orderMail, type MailOrder } from './order-messages'

/** The order e-mails as a shopper reads them: her language, her figures, safe markup, a text part. */
const order: MailOrder = {
  id: '3f2b9c1a-7d4e-4b8a-9c2d-1e5f6a7b8c9d',
  number: 'FT-3F2B9C1A',
  language: 'en',
  lines: [
    {
      productId: 101,
      name: 'Classic Black Abaya',
      image: 'products/101',
      color: 'Black',
      size: 'M',
      quantity: 2,
      unitPrice: 4999,
      lineTotal: 9998,
    },
  ],
  pricing: { subtotal: 9998, discount: 0, shipping: 0, total: 9998, promoCode: null },
  address: {
    fullName: 'Ayesha Khan',
    address: 'House 12, Street 4',
    city: 'Lahore',
    province: 'Punjab',
    postalCode: '54000',
  },
  orderUrl: 'https://shop.example/orders/3f2b9c1a-7d4e-4b8a-9c2d-1e5f6a7b8c9d',
}
const confirmUrl = 'https://shop.example/orders/confirm/v1.token'
const received = { kind: 'order-received', confirmUrl } as const

describe('the order-received e-mail', () => {
  const mail = orderMail(order, received)

  it('names the order in its subject and carries the items, total, cash, address and links', () => {
    expect(mail.subject).toBe('Your Fatin order FT-3F2B9C1A: please confirm it')
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Classic Black Abaya (Black · Size M) · Qty 2')
      expect(part).toContain('$99.98')
      expect(part).toContain('please have $99.98 ready for the courier')
      expect(part).toContain('House 12, Street 4')
      expect(part).toContain('Lahore 54000')
      expect(part).toContain('care@fatin.shop')
    }
    expect(mail.html).toContain(`<a href="${confirmUrl}"`)
    expect(mail.html).toContain('>Confirm my order</a>')
    expect(mail.html).toContain(`<a href="${order.orderUrl}"`)
    expect(mail.text).toContain(`Confirm my order: ${confirmUrl}`)
    expect(mail.text).toContain(`View your order: ${order.orderUrl}`)
  })

  it('is a whole English document with inline styles only: no scripts, stylesheets or remote images', () => {
    expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/)
    expect(mail.html).not.toMatch(/<script|<style|<link|<img|url\(/i)
  })

  it('has a plain-text part with no markup', () => {
    expect(mail.text).not.toMatch(/<[a-z]/i)
  })
})

describe('an Urdu order', () => {
  const mail = orderMail({ ...order, language: 'ur' }, received)

  it('is right to left, in Urdu, with a Nastaliq font stack and the figures kept left to right', () => {
    expect(mail.html).toMatch(/^<!doctype html><html lang="ur" dir="rtl">/)
    expect(mail.html).toContain("'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', Tahoma, sans-serif")
    expect(mail.subject).toContain('براہِ کرم تصدیق کریں')
    expect(mail.html).toContain('>میرے آرڈر کی تصدیق کریں</a>')
    // Figures stay left to right with marks every mail app draws as nothing (no isolates, shown as boxes by some).
    expect(mail.text).toContain('\u200E$99.98\u200E')
    expect(mail.html).toContain('<span dir="ltr">$99.98</span>')
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/[\u2066-\u2069]/)
    expect(mail.text).toContain('ڈیلیوری کا پتا')
    // The province in Urdu, as the page shows it.
    expect(mail.text).toContain('پنجاب، پاکستان')
    expect(mail.text).not.toContain('Punjab')
    expect(mail.text).not.toContain('Classic Black Abaya')
    expect(mail.text).toContain(`${productTextsUr[101]!.name} (سیاہ · سائز M)`)
    expect(mail.text).not.toContain('Confirm my order')
  })
})

describe('escaping', () => {
  it('keeps whatever was typed at checkout as text, never markup', () => {
    const mail = orderMail(
      {
        ...order,
        address: { ...order.address, fullName: '<script>alert(1)</script>', address: 'A & "B" <b>' },
      },
      received,
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('A &amp; &quot;B&quot; &lt;b&gt;')
    // The text part is text: it keeps the characters as typed.
    expect(mail.text).toContain('A & "B" <b>')
  })

  it('drops a link that is not a web address', () => {
    const mail = orderMail(order, { kind: 'order-received', confirmUrl: 'javascript:alert(1)' })
    expect(mail.html).not.toContain('javascript:')
  })
})

describe('status e-mails', () => {
  it('say who confirmed', () => {
    expect(orderMail(order, { kind: 'confirmed', by: 'shopper' }).text).toContain(
      'Thank you for confirming your order.',
    )
    expect(orderMail(order, { kind: 'confirmed', by: 'staff' }).text).toContain(
      'Our team has confirmed your order.',
    )
  })

  it("give the courier, the tracking number and a link to the courier's page when there is one", () => {
    const shipped = orderMail(order, {
      kind: 'shipped',
      courier: 'TCS',
      tracking: '123456789012',
      trackingUrl: 'https://www.tcsexpress.com/track/123456789012',
    })
    expect(shipped.subject).toBe('Your Fatin order FT-3F2B9C1A is on its way')
    expect(shipped.text).toContain('Your order is with TCS.')
    expect(shipped.text).toContain('Tracking number: 123456789012')
    expect(shipped.html).toContain('<a href="https://www.tcsexpress.com/track/123456789012"')

    const unlisted = orderMail(order, {
      kind: 'shipped',
      courier: 'Local rider',
      tracking: 'ABC',
      trackingUrl: null,
    })
    expect(unlisted.html).not.toContain('Track your parcel')
    expect(unlisted.text).toContain('on the courier’s website with this number')
  })

  it('say who cancelled and that nothing is owed', () => {
    const byShop = orderMail(order, { kind: 'cancelled', by: 'staff' })
    expect(byShop.text).toContain('Fatin cancelled this order.')
    expect(byShop.text).toContain('you owe nothing')
    expect(orderMail(order, { kind: 'cancelled', by: 'shopper' }).text).toContain('You cancelled this order.')
    expect(orderMail({ ...order, language: 'ur' }, { kind: 'cancelled', by: 'staff' }).text).toContain(
      'آپ پر کوئی رقم واجب نہیں',
    )
  })

  it('tell her to refuse the parcel when it was cancelled after it left with the courier', () => {
    const english = orderMail(order, {
      kind: 'cancelled',
      by: 'staff',
      reason: 'shopper-asked',
      afterShipping: true,
    })
    for (const part of [english.text, english.html]) {
      expect(part).toContain('if it still comes to your door, please refuse it. You owe nothing.')
      expect(part).not.toContain('Nothing will be sent')
    }
    const urdu = orderMail(
      { ...order, language: 'ur' },
      { kind: 'cancelled', by: 'staff', afterShipping: true },
    )
    expect(urdu.text).toContain('براہِ کرم اسے وصول نہ کریں')
  })

  it('say why staff cancelled, in the order’s language, in both parts, with the items', () => {
    const english = orderMail(order, { kind: 'cancelled', by: 'staff', reason: 'unreachable' })
    for (const part of [english.text, english.html]) {
      expect(part).toContain(
        'Fatin cancelled this order: we could not reach you on your mobile to confirm it.',
      )
    }
    const urdu = orderMail(
      { ...order, language: 'ur' },
      { kind: 'cancelled', by: 'staff', reason: 'unreachable' },
    )
    for (const part of [urdu.text, urdu.html]) {
      expect(part).toContain(
        'Fatin نے یہ آرڈر منسوخ کر دیا: تصدیق کے لیے آپ کے موبائل پر آپ سے رابطہ نہیں ہو سکا۔',
      )
      expect(part).not.toContain('could not reach')
    }
    expect(english.text).toContain(order.lines[0]!.name)
    expect(urdu.text).toContain('اشیاء:')
  })

  it('tell of the delivery', () => {
    const mail = orderMail(order, { kind: 'delivered' })
    expect(mail.subject).toBe('Your Fatin order FT-3F2B9C1A was delivered')
    expect(mail.text).toContain('Your order was delivered.')
  })
})
