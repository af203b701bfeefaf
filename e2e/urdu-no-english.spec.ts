import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './helpers/auth'

/**
 * No English left on Urdu pages: every word a shopper sees or hears (text, and the aria-label, title, alt
 * and placeholder a screen reader or a tooltip gives) is Urdu, but for names that are the same in both
 * languages. What is marked as another language (lang="en", like the "English" link of the language
 * switch) or as a left-to-right run (dir="ltr": e-mail addresses, phone numbers) is left out, as are
 * e-mail addresses and web addresses themselves.
 */

/** Latin words that are names, not English: the brand and its hashtag, payment and service names, codes, sizes, a shortcut. */
const NAMES = new Set([
  'Fatin',
  'WearingFatin', // the shop's hashtag
  'FATIN',
  'WELCOME',
  'Visa',
  'VISA',
  'MasterCard',
  'PayPal',
  'Pay',
  'Pal',
  'EasyPaisa',
  'easypaisa',
  'JazzCash',
  'WhatsApp',
  'Firebase',
  'Authentication',
  'XS',
  'XL',
  'XXL',
  'SPF', // sunscreen strength, printed in Latin letters on Urdu packs too
  'alt',
])

/** Every Latin word (two letters or more) the page says outside what is marked as not Urdu. */
async function englishWords(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const notUrdu = 'script, style, noscript, template, [lang]:not([lang^="ur"]), [dir="ltr"]'
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement
      if (parent && !parent.closest(notUrdu)) texts.push(walker.currentNode.textContent ?? '')
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (element.closest(notUrdu)) continue
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts
  })
  return [
    ...new Set(
      found.flatMap(
        (text) =>
          text
            .replace(/\S+@\S+\.\S+/g, ' ')
            .replace(/https?:\/\/\S+/g, ' ')
            .match(/[A-Za-z]{2,}/g) ?? [],
      ),
    ),
  ]
}

async function expectOnlyUrdu(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur')
  await waitForHydration(page)
  const words = await englishWords(page)
  // Soft: every page of the test is checked, and the failure lists each page's words.
  expect
    .soft(
      words.filter((word) => !NAMES.has(word)),
      `English words on ${path}`,
    )
    .toEqual([])
}

const PAGES = {
  'the home page and the sale': ['/ur', '/ur/sale'],
  'listings with their extra sections': [
    '/ur/clothing/abayas',
    '/ur/clothing/jilbabs',
    '/ur/clothing/kaftans',
    '/ur/clothing/long-dresses',
    '/ur/clothing/tunics',
    '/ur/hijabs/scarves',
    '/ur/beauty/halal-certified',
    '/ur/accessories/jewelry',
  ],
  'group pages, the Eid edit and a product': [
    '/ur/category/clothing',
    '/ur/category/festive',
    '/ur/product/1',
  ],
  'the journal and the content pages': [
    '/ur/blog',
    '/ur/blog/hijab-fabrics-guide',
    '/ur/about',
    '/ur/contact',
    '/ur/faq',
    '/ur/careers',
    '/ur/shipping',
    '/ur/payment',
    '/ur/loyalty',
    '/ur/privacy',
    '/ur/terms',
    '/ur/guide/kaftans',
  ],
  'the bag, wishlist, checkout, order lookup, sign-in screens and 404': [
    '/ur/cart',
    '/ur/wishlist',
    '/ur/checkout',
    '/ur/orders',
    '/ur/signin',
    '/ur/signup',
    '/ur/forgot-password',
    '/ur/no-such-page',
  ],
}

for (const [name, paths] of Object.entries(PAGES)) {
  test(`no English is left on the Urdu ${name}`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 10_000)
    for (const path of paths) await expectOnlyUrdu(page, path)
  })
}

test('the check finds English words, and leaves names and marked runs alone', async ({ page }) => {
  await page.setContent(`<body>
    <p>سلام Fatin WhatsApp</p>
    <p dir="ltr">care@fatin.shop +92 300</p>
    <a lang="en">English</a>
    <button aria-label="Close menu">×</button>
    <p>رابطہ: care@fatin.shop</p>
  </body>`)
  const words = await englishWords(page)
  expect(words.filter((word) => !NAMES.has(word))).toEqual(['Close', 'menu'])
})
