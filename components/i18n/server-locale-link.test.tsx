import type { ReactElement } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import ServerLocaleLink from './server-locale-link'

jest.mock('server-only', () => ({}))
let mockPageLocale: Locale = 'en'
jest.mock('@/lib/i18n/server-locale', () => ({ currentLocale: async () => mockPageLocale }))

type AnchorProps = Record<string, unknown>
const render = async (props: Parameters<typeof ServerLocaleLink>[0]) =>
  ((await ServerLocaleLink(props)) as ReactElement<AnchorProps>).props

describe('ServerLocaleLink', () => {
  it('is a plain shop link in the page language: an Urdu page links to /ur/…', async () => {
    mockPageLocale = 'ur'
    const anchor = await render({ href: '/product/1', className: 'card-title-link', children: 'Abaya' })
    expect(anchor).toEqual({
      'data-shop-link': '',
      className: 'card-title-link',
      children: 'Abaya',
      href: '/ur/product/1',
    })
  })

  it('keeps an English page on English paths, and marks a link never worth prefetching', async () => {
    mockPageLocale = 'en'
    expect((await render({ href: '/sale' })).href).toBe('/sale')
    const anchor = await render({ href: '/wishlist', prefetch: false })
    expect(anchor).toMatchObject({ href: '/wishlist', 'data-no-prefetch': '', 'data-shop-link': '' })
    expect(anchor).not.toHaveProperty('prefetch')
  })
})
