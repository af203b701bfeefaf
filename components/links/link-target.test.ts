/** @jest-environment jsdom */
import {
  clickDestination,
  NO_PREFETCH_ATTRIBUTE,
  prefetchDestination,
  SHOP_LINK_ATTRIBUTE,
  shopLinkOf,
} from './link-target'

const here = new URL('https://fatin.test/clothing/abayas?color=black')
const plainClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a')
  anchor.setAttribute('href', href)
  anchor.setAttribute(SHOP_LINK_ATTRIBUTE, '')
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value)
  return anchor
}

describe('clickDestination', () => {
  it('navigates in the app to the link’s path, query and fragment', () => {
    expect(clickDestination(plainClick, link('/product/1'), here)).toBe('/product/1')
    expect(clickDestination(plainClick, link('/ur/sale?sort=price#top'), here)).toBe(
      '/ur/sale?sort=price#top',
    )
    expect(clickDestination(plainClick, link('https://fatin.test/cart'), here)).toBe('/cart')
  })

  it('leaves new tabs, other buttons and clicks already handled to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clickDestination({ ...plainClick, [key]: true }, link('/product/1'), here)).toBeNull()
    }
    expect(clickDestination({ ...plainClick, button: 1 }, link('/product/1'), here)).toBeNull()
    expect(clickDestination({ ...plainClick, defaultPrevented: true }, link('/signin'), here)).toBeNull()
  })

  it('leaves other windows, downloads, other sites and same-page anchors to the browser', () => {
    expect(clickDestination(plainClick, link('/product/1', { target: '_blank' }), here)).toBeNull()
    expect(clickDestination(plainClick, link('/product/1', { target: '_self' }), here)).toBe('/product/1')
    expect(clickDestination(plainClick, link('/orders/1/receipt', { download: '' }), here)).toBeNull()
    expect(clickDestination(plainClick, link('https://example.com/'), here)).toBeNull()
    expect(clickDestination(plainClick, link('/clothing/abayas?color=black#grid'), here)).toBeNull()
    // The same path with another query is another page.
    expect(clickDestination(plainClick, link('/clothing/abayas#grid'), here)).toBe('/clothing/abayas#grid')
  })
})

describe('prefetchDestination', () => {
  it('prefetches shop links unless they say not to', () => {
    expect(prefetchDestination(link('/product/1'), here)).toBe('/product/1')
    expect(prefetchDestination(link('/cart', { [NO_PREFETCH_ATTRIBUTE]: '' }), here)).toBeNull()
    expect(prefetchDestination(link('https://example.com/'), here)).toBeNull()
  })
})

describe('shopLinkOf', () => {
  it('finds the shop link around an icon or text, and nothing for other links', () => {
    const anchor = link('/product/1')
    const icon = document.createElement('span')
    anchor.append(icon)
    expect(shopLinkOf(icon)).toBe(anchor)
    const other = document.createElement('a')
    other.href = '/api/health'
    expect(shopLinkOf(other)).toBeNull()
    expect(shopLinkOf(null)).toBeNull()
  })
})
