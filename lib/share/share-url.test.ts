import { siteUrl } from '@/lib/site-url'
import { campaignParams, shareUrl, whatsAppShareHref } from './share-url'

describe('shareUrl', () => {
  it('is the absolute canonical URL when the shopper arrived without campaign parameters', () => {
    expect(shareUrl('/product/2')).toBe(`${siteUrl()}/product/2`)
    expect(shareUrl('/clothing/abayas', '')).toBe(`${siteUrl()}/clothing/abayas`)
  })

  it("keeps the current address's utm_* parameters, in order, and drops filters, sort and click ids", () => {
    expect(
      shareUrl(
        '/clothing/abayas',
        '?color=black&utm_source=whatsapp&sort=price-low&utm_campaign=eid&fbclid=abc&utm_medium=social',
      ),
    ).toBe(`${siteUrl()}/clothing/abayas?utm_source=whatsapp&utm_campaign=eid&utm_medium=social`)
  })

  it('encodes what it keeps and works from URLSearchParams too', () => {
    const search = new URLSearchParams({ utm_campaign: 'eid sale & more', size: 'm' })
    expect(shareUrl('/sale', search)).toBe(`${siteUrl()}/sale?utm_campaign=eid+sale+%26+more`)
    expect(campaignParams('?utmsource=x&UTM_SOURCE=y&utm_=z').toString()).toBe('utm_=z')
  })
})

describe('whatsAppShareHref', () => {
  it('opens WhatsApp with the title and the URL as one encoded message', () => {
    const url = 'https://fatin.shop/clothing/abayas?utm_source=whatsapp&utm_campaign=eid'
    const href = whatsAppShareHref('Abayas | Fatin', url)
    expect(href).toBe(
      'https://wa.me/?text=Abayas%20%7C%20Fatin%20https%3A%2F%2Ffatin.shop%2Fclothing%2Fabayas%3Futm_source%3Dwhatsapp%26utm_campaign%3Deid',
    )
    expect(new URL(href).searchParams.get('text')).toBe(`Abayas | Fatin ${url}`)
  })
})
