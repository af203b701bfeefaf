import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectToast, openPage, uniqueEmail, waitForHydration } from './helpers/auth'
import { expectNoAxeViolations } from './helpers/axe'
import { openCheckout } from './helpers/checkout'
import { uniqueClientAddress } from './helpers/client-address'
import { fillGuestDetails, productById, uniqueMobile } from './helpers/guest'
import { linkIn, mailCountFor, mailTo } from './helpers/inbox'
import { holdNextServerAction, placeOrderAnswer, sendServerAction } from './helpers/server-action'
import { orderIdsForProduct, resetStock, setVariantStocks, variantStockOf } from './helpers/shop-data'
import { AFTER_STEP, placeOrderFor, signedInContext } from './helpers/staff'

/**
 * Stock per colour and size, run by staff (issue 53): a sold-out size shown but not sold, "tell me when it's
 * back" confirmed by mail, a receipt in the back office that offers the size again and sends the waiting
 * shopper ONE mail whose link opens the product in that size; a stock-take CSV refused line by line, previewed,
 * applied and in the ledger; a hand-made bag asking for a sold-out size refused at the order. Each project
 * uses its own products, which no other spec touches.
 */
test.describe.configure({ timeout: 120_000 })

const PRODUCTS: Record<
  string,
  { alert: number; color: string; take: number; bag: number; bagColor: string }
> = {
  desktop: { alert: 207, color: 'Navy', take: 301, bag: 408, bagColor: 'Black' },
  mobile: { alert: 208, color: 'Burgundy', take: 308, bag: 304, bagColor: 'Emerald' },
}

function productsFor(project: string) {
  const picked = PRODUCTS[project]
  if (!picked) throw new Error(`No products for project ${project}`)
  return picked
}

test('staff receive 5 of a sold-out size: the page offers it again and the waiting shopper gets one mail', async ({
  page,
  browser,
}, testInfo) => {
  const { alert: id, color } = productsFor(testInfo.project.name)
  const { name } = productById(id)
  // Size M of the first colour sold out; the other sizes on the shelf.
  const size = 'M'
  await setVariantStocks(
    id,
    Object.fromEntries(
      productById(id)
        .sizes.filter((s) => s !== size)
        .map((s) => [`${color}|${s}`, 3]),
    ),
  )
  const email = uniqueEmail('back')
  const staff = await signedInContext(browser, 'staff')
  try {
    // The shopper sees M, struck through, and cannot buy it; she asks to be told.
    await openPage(page, `/product/${id}`)
    const form = page.getByRole('form', { name: `Buy ${name}` })
    await waitForHydration(page, `form[aria-label="Buy ${name}"]`)
    await form.getByRole('radio', { name: `${size}, sold out` }).check()
    await expect(form.getByText(`Sold out in ${size}`)).toBeVisible()
    await expect(form.getByRole('button', { name: 'Add to Bag' })).toBeDisabled()
    const ask = page.getByRole('region', { name: `Tell me when ${size} is back` })
    await ask.getByLabel('E-mail').fill(email)
    await ask.getByRole('button', { name: 'Tell me' }).click()
    await expect(ask.getByRole('status')).toContainText('please confirm')
    await expectNoAxeViolations(page)

    const [confirm] = await mailTo(email, /Please confirm: tell me when/)
    const confirmLink = linkIn(confirm?.html ?? '', 'Yes, tell me when it is back')
    expect(confirmLink).not.toBeNull()
    await page.goto(new URL(confirmLink ?? '').pathname)
    await page.getByRole('button', { name: 'Yes, tell me when it is back' }).click()
    await expect(page.getByRole('heading', { name: 'You are on the list' })).toBeVisible()

    // Staff see her waiting, and receive 5 of M with the delivery's number.
    await openPage(staff.page, `/staff/stock/${id}`)
    await expectNoAxeViolations(staff.page)
    const variants = staff.page.getByRole('table', { name: `Stock of ${name} by variant` })
    await expect(
      variants.getByRole('row', { name: new RegExp(`^${color} / ${size} Sold out 1$`) }),
    ).toBeVisible()
    const receive = staff.page.getByRole('form', { name: 'Receive stock' })
    await receive.getByLabel(`${color} / ${size}: units received`).fill('5')
    await receive.getByLabel('Note (e.g. the delivery number)').fill('DN-5531')
    await receive.getByRole('button', { name: 'Receive' }).click()
    await expectToast(staff.page, 'Stock received. 1 waiting shopper(s) told.')
    await expect(
      variants.getByRole('row', { name: new RegExp(`^${color} / ${size} 5 \\(low\\) 0$`) }),
    ).toBeVisible(AFTER_STEP)
    await expect(
      staff.page
        .getByRole('table', { name: 'Stock ledger, newest first' })
        .getByRole('row', { name: /\+5 0 5 Received: DN-5531 staff@fatin\.test/ }),
    ).toBeVisible()

    // One mail, whose link opens the product in that size, which is offered again.
    const [back] = await mailTo(email, /is back in stock/)
    const productLink = linkIn(back?.html ?? '', 'See it in the shop')
    expect(productLink).not.toBeNull()
    const target = new URL(productLink ?? '')
    expect(target.pathname).toBe(`/product/${id}`)
    await openPage(page, `${target.pathname}${target.search}`)
    await waitForHydration(page, `form[aria-label="Buy ${name}"]`)
    await expect(form.getByRole('radio', { name: size, exact: true })).toBeChecked()
    await expect(form.getByText(`Only 5 left in ${size}`)).toBeVisible()
    await expect(form.getByRole('button', { name: 'Add to Bag' })).toBeEnabled()
    // Exactly two mails: the confirmation and the one "it's back".
    expect(await mailCountFor(email)).toBe(2)
  } finally {
    await staff.context.close()
    await resetStock([id])
  }
})

test('a stock-take CSV with an unknown size is refused line by line, the rest previewed, applied and in the ledger; units in open orders are not sold twice', async ({
  browser,
}, testInfo) => {
  const { take: id } = productsFor(testInfo.project.name)
  const product = productById(id)
  const [first, second] = product.colors.map((c) => c.name)
  const sizes = product.sizes
  await setVariantStocks(id, { [`${first}|${sizes[0]}`]: 2, [`${second}|${sizes[1]}`]: 9 })
  const csv = [
    'product_id,colour,size,counted',
    `${id},${first},${sizes[0]},7`,
    `${id},${first},XXL,4`,
    `${id},${second},${sizes[1]},9`,
    `${id},${second},${sizes[0]},1`,
  ].join('\n')
  const file = testInfo.outputPath('stock-take.csv')
  writeFileSync(file, csv)
  const staff = await signedInContext(browser, 'staff')
  const shopper = await signedInContext(browser, { name: 'Hira Counted', tag: 'take' })
  try {
    // A shopper's order takes 1 of the first variant off the figure (2 → 1); not yet packed, it is still
    // on the shelf, so the stock-take's 7 counted include it.
    await placeOrderFor(shopper.page, shopper.email, [
      { productId: id, color: first ?? null, size: sizes[0] ?? null, quantity: 1 },
    ])
    expect(await variantStockOf(id, { color: first ?? null, size: sizes[0] })).toBe(1)

    await openPage(staff.page, `/staff/stock/${id}`)
    const count = staff.page.getByRole('form', { name: 'Correct a count' })
    await expect(count.getByLabel(`${first} / ${sizes[0]}: units counted`)).toHaveAccessibleDescription(
      '1 in open orders',
    )

    await openPage(staff.page, '/staff/stock')
    await expectNoAxeViolations(staff.page)
    const upload = staff.page.getByRole('region', { name: 'Stock-take upload' })
    await upload.getByLabel('Counted figures (CSV)').setInputFiles(file)
    await upload.getByRole('button', { name: 'Preview' }).click()
    await expect(upload.getByRole('list', { name: 'Refused lines' }).getByRole('listitem')).toHaveText([
      `Line 3: ${product.name} has no size XXL (it comes in ${sizes.join(', ')}).`,
    ])
    await expect(upload.getByText('2 change(s); 1 figure(s) already right.')).toBeVisible()
    const changes = upload.getByRole('table', { name: 'Changes the stock-take will make' })
    // Line, product, variant, now, counted, in open orders, to sell.
    await expect(changes.getByRole('row')).toHaveText([
      /Line\s*Product/,
      new RegExp(`^2${product.name}${first} / ${sizes[0]}1716$`),
      new RegExp(`^5${product.name}${second} / ${sizes[0]}0101$`),
    ])
    // Nothing written by the preview.
    expect(await variantStockOf(id, { color: first ?? null, size: sizes[0] })).toBe(1)

    await upload.getByRole('button', { name: 'Apply 2 change(s)' }).click()
    await expectToast(staff.page, 'Stock-take applied: 2 figure(s) changed.')
    expect(await variantStockOf(id, { color: first ?? null, size: sizes[0] })).toBe(6)
    expect(await variantStockOf(id, { color: second ?? null, size: sizes[0] })).toBe(1)

    await openPage(staff.page, `/staff/stock/${id}`)
    const ledger = staff.page.getByRole('table', { name: 'Stock ledger, newest first' })
    await expect(
      ledger.getByRole('row', {
        name: new RegExp(
          `${first} / ${sizes[0]} \\+5 1 6 Count corrected: Stock-take; open orders hold 1 of ${first} / ${sizes[0]}`,
        ),
      }),
    ).toBeVisible()
    await expect(
      ledger.getByRole('row', {
        name: new RegExp(`${second} / ${sizes[0]} \\+1 0 1 Count corrected: Stock-take`),
      }),
    ).toBeVisible()
  } finally {
    await staff.context.close()
    await shopper.context.close()
    await resetStock([id])
  }
})

test('a hand-made bag asking for a sold-out size, or one the product does not come in, is refused at the order', async ({
  page,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('This test needs a baseURL')
  const { bag: id, bagColor } = productsFor(testInfo.project.name)
  const { sizes } = productById(id)
  const [onShelf, soldOut] = [sizes[0], sizes[1]]
  await setVariantStocks(id, { [`${bagColor}|${onShelf}`]: 4 })
  const cookieBag = (size: string | undefined) =>
    encodeURIComponent(JSON.stringify([[id, bagColor, size, 1]]))
  try {
    // A real checkout for the size on the shelf, whose Place order request is captured and held back.
    await page.context().addCookies([{ name: 'fatin_cart', value: cookieBag(onShelf), url: baseURL }])
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
    const form = await openCheckout(page)
    await fillGuestDetails(form, {
      fullName: 'Hina Baig',
      mobile: uniqueMobile(),
      email: uniqueEmail('handmade'),
    })
    const held = await holdNextServerAction(page, '/checkout')
    await form.getByRole('button', { name: 'Place order' }).click()
    const placeOrder = await held.captured

    // The same request with a bag cookie made by hand: the sold-out size is refused by the order's stock
    // check; a size the product does not come in never even reaches the bag (the cookie's line is dropped).
    for (const [size, answer] of [
      [soldOut, { ok: false, code: 'out-of-stock', available: 0 }],
      ['XS', { ok: false, code: 'empty-bag', available: null }],
    ] as const) {
      const response = await sendServerAction(placeOrder, {
        baseURL,
        cookie: `fatin_cart=${cookieBag(size)}; fatin_guest=${randomUUID()}`,
        forwardedFor: uniqueClientAddress(),
        fields: { mobile: uniqueMobile(), email: uniqueEmail('handmade'), idempotencyKey: randomUUID() },
      })
      expect(response.status).toBe(200)
      expect(placeOrderAnswer(response.text)).toEqual(answer)
    }
    expect(await variantStockOf(id, { color: bagColor, size: onShelf })).toBe(4)
    expect(await variantStockOf(id, { color: bagColor, size: soldOut })).toBe(0)
    expect(await orderIdsForProduct(id)).toEqual([])
    held.release()
  } finally {
    await resetStock([id])
  }
})
