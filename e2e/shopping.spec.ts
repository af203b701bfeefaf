import { expect, type Locator, type Page, test } from '@playwright/test'
import { products } from '../data/products'
import { figure as breakdownFigure } from './helpers/checkout'

/**
 * Shopping as a guest: the bag and the wishlist live in cookies, so every test has its own (a fresh browser
 * context) and only reads the shared stock. The products used are ones no other spec changes the stock of.
 */
const product = (id: number) => products.find((candidate) => candidate.id === id)!

const header = (page: Page) => page.getByRole('banner')
const cartBadge = (page: Page, count: number) =>
  header(page).getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })
const wishlistBadge = (page: Page, count: number) =>
  header(page).getByRole('link', { name: `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` })
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text)
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) })

/** Clicks only count once React has hydrated the control. */
async function hydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true)
}

const buyForm = (page: Page, id: number) => page.getByRole('form', { name: `Buy ${product(id).name}` })

/** The product page's form works once its live stock has streamed in and React has hydrated it. */
async function openProduct(page: Page, id: number) {
  await page.goto(`/product/${id}`)
  await expect(buyForm(page, id).getByText(/^(In stock|Only \d+ Left!|Only \d+ left in .+)$/)).toBeVisible()
  await hydrated(buyForm(page, id).getByRole('button', { name: 'Add to Bag' }))
}

async function addFromProductPage(
  page: Page,
  id: number,
  options: { color?: string; size?: string; quantity?: number },
) {
  await openProduct(page, id)
  const form = buyForm(page, id)
  if (options.color) await form.getByRole('radio', { name: options.color }).check()
  if (options.size) await form.getByRole('radio', { name: options.size, exact: true }).check()
  for (let quantity = 1; quantity < (options.quantity ?? 1); quantity++) {
    await form.getByRole('button', { name: 'Increase quantity' }).click()
  }
  await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(options.quantity ?? 1))
  await form.getByRole('button', { name: 'Add to Bag' }).click()
  await expect(toast(page, `${product(id).name} added to your bag.`)).toBeVisible()
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' })
const figure = (page: Page, term: RegExp) => breakdownFigure(summary(page), term)
const line = (page: Page, name: string) => page.getByRole('article', { name })

test('a guest adds chosen options from the product page and Quick View; the bag survives a reload', async ({
  page,
}) => {
  const abaya = product(3)
  const kaftan = product(201)

  await addFromProductPage(page, abaya.id, { color: 'White', size: 'L', quantity: 2 })
  await expect(cartBadge(page, 2)).toBeVisible()

  await page.goto('/clothing/kaftans')
  const kaftanCard = card(page, kaftan.name)
  const quickView = kaftanCard.getByRole('button', { name: 'Quick View' })
  await hydrated(quickView)
  await quickView.click()
  const dialog = page.getByRole('dialog', { name: kaftan.name })
  await expect(dialog.getByText('In stock')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Gold' }).check()
  await dialog.getByRole('radio', { name: 'M', exact: true }).check()
  await dialog.getByRole('button', { name: 'Add to Bag' }).click()
  await expect(toast(page, `${kaftan.name} added to your bag.`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(cartBadge(page, 3)).toBeVisible()

  await page.reload()
  await expect(cartBadge(page, 3)).toBeVisible()

  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart')
  const abayaLine = line(page, abaya.name)
  await expect(abayaLine.getByText('Colour: White')).toBeVisible()
  await expect(abayaLine.getByText('Size: L')).toBeVisible()
  await expect(abayaLine.getByRole('spinbutton', { name: `Quantity of ${abaya.name}` })).toHaveValue('2')
  await expect(abayaLine.getByText('$279.98')).toBeVisible()
  const kaftanLine = line(page, kaftan.name)
  await expect(kaftanLine.getByText('Colour: Gold')).toBeVisible()
  await expect(kaftanLine.getByText('Size: M')).toBeVisible()
  // $279.98 + $119.99: over $50, so delivery is free.
  await expect(figure(page, /^Subtotal/)).toHaveText('$399.97')
  await expect(figure(page, /^Delivery$/)).toHaveText('Free')
  await expect(figure(page, /^Total/)).toHaveText('$399.97')
  await expect(summary(page).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  )
})

test("'Add to Bag' on a card adds a product with nothing to choose; /cart updates totals on quantity and remove", async ({
  page,
}) => {
  const oil = product(1501)
  const mask = product(1503)

  await page.goto('/beauty/haircare')
  const addOil = card(page, oil.name).getByRole('button', { name: 'Add to Bag' })
  await hydrated(addOil)
  await addOil.click()
  await expect(toast(page, `${oil.name} added to your bag.`)).toBeVisible()
  await expect(cartBadge(page, 1)).toBeVisible()
  await addFromProductPage(page, mask.id, {})
  await expect(cartBadge(page, 2)).toBeVisible()

  await page.goto('/cart')
  // $18.99 + $21.99 = $40.98: under $50, so the flat $4.99 applies.
  await expect(figure(page, /^Subtotal/)).toHaveText('$40.98')
  await expect(figure(page, /^Delivery$/)).toHaveText('$4.99')
  await expect(figure(page, /^Total/)).toHaveText('$45.97')
  await expect(summary(page).getByText('Add $9.02 more for free delivery')).toBeVisible()
  await expect(
    summary(page).getByText(/Free delivery across Pakistan on orders of \$50\.00 or more/),
  ).toBeVisible()

  const increase = line(page, oil.name).getByRole('button', { name: `Increase quantity of ${oil.name}` })
  await hydrated(increase)
  await increase.click()
  await expect(figure(page, /^Subtotal/)).toHaveText('$59.97')
  await expect(figure(page, /^Delivery$/)).toHaveText('Free')
  await expect(figure(page, /^Total/)).toHaveText('$59.97')
  await expect(cartBadge(page, 3)).toBeVisible()

  await line(page, mask.name)
    .getByRole('button', { name: `Remove ${mask.name}` })
    .click()
  await expect(line(page, mask.name)).toHaveCount(0)
  await expect(figure(page, /^Subtotal/)).toHaveText('$37.98')
  await expect(figure(page, /^Total/)).toHaveText('$42.97')
  await expect(cartBadge(page, 2)).toBeVisible()

  await page.reload()
  await expect(figure(page, /^Subtotal/)).toHaveText('$37.98')
  await line(page, oil.name)
    .getByRole('button', { name: `Remove ${oil.name}` })
    .click()
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/')
  await expect(cartBadge(page, 0)).toBeVisible()
})

test('the heart saves to /wishlist, the badge counts it, and Move to Bag works', async ({ page }) => {
  const cream = product(1403)
  const abaya = product(2)

  await page.goto('/beauty/skincare')
  const heart = card(page, cream.name).getByRole('button', { name: 'Add to favorites' })
  await hydrated(heart)
  await heart.click()
  await expect(card(page, cream.name).getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(wishlistBadge(page, 1)).toBeVisible()
  // The listing is prerendered for everyone: after a reload the heart still shows it saved.
  await page.reload()
  await expect(card(page, cream.name).getByRole('button', { name: 'Remove from favorites' })).toBeVisible()

  await openProduct(page, abaya.id)
  await buyForm(page, abaya.id).getByRole('button', { name: 'Add to favorites' }).click()
  await expect(wishlistBadge(page, 2)).toBeVisible()

  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Wishlist')
  await expect(page.getByRole('article', { name: cream.name })).toBeVisible()
  await expect(page.getByRole('article', { name: abaya.name })).toBeVisible()

  const moveCream = page.getByRole('button', { name: `Move ${cream.name} to bag` })
  await hydrated(moveCream)
  await moveCream.click()
  await expect(toast(page, `${cream.name} moved to your bag.`)).toBeVisible()
  await expect(page.getByRole('article', { name: cream.name })).toHaveCount(0)
  await expect(cartBadge(page, 1)).toBeVisible()
  await expect(wishlistBadge(page, 1)).toBeVisible()

  // The abaya needs a colour and size: Move to Bag asks in Quick View.
  await page.getByRole('button', { name: `Move ${abaya.name} to bag` }).click()
  const dialog = page.getByRole('dialog', { name: abaya.name })
  await dialog.getByRole('radio', { name: 'Navy' }).check()
  await dialog.getByRole('radio', { name: 'M', exact: true }).check()
  await dialog.getByRole('button', { name: 'Move to Bag' }).click()
  await expect(toast(page, `${abaya.name} moved to your bag.`)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
  await expect(cartBadge(page, 2)).toBeVisible()
  await expect(wishlistBadge(page, 0)).toBeVisible()

  await page.goto('/cart')
  await expect(line(page, abaya.name).getByText('Colour: Navy')).toBeVisible()
  await expect(line(page, cream.name)).toBeVisible()
})
