import { expect, test, type Locator, type Page } from '@playwright/test'
import { heroSlides } from '@/data/home'
import { header } from './helpers/auth'
import { settle } from './helpers/axe'

/**
 * Keyboard use as the WAI-ARIA Authoring Practices describe it: every control reachable with Tab and
 * visibly focused, the mobile menu and the modals as dialogs (focus in, Tab stays inside, Escape closes,
 * focus back on the opener), and the hero carousel's rotation stopped by keyboard focus.
 * (The desktop menus' Escape, which closes and returns focus to the menu button, is in header.spec.ts.)
 */
const focusedInside = (scope: Locator) => scope.evaluate((node) => node.contains(document.activeElement))

async function expectTabStaysInside(page: Page, dialog: Locator, presses = 14) {
  for (let step = 0; step < presses; step += 1) {
    await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab')
    expect(await focusedInside(dialog), `focus after key ${step + 1}`).toBe(true)
  }
}

type FocusStop = { name: string; indicator: boolean; contrast: number | null; obscured: boolean }

/**
 * What a sighted keyboard user sees at the focused control: whether it shows a focus indicator (an outline of
 * at least 2 px, or a ring drawn as a box-shadow) and, for an outline, its contrast against the colour beside
 * the control (null where a picture or gradient is behind it, which can't be measured this way), and whether
 * the sticky banner or header covers any of it (WCAG 2.4.11 asks for none of it wholly; we ask for all of it
 * to show, as the browser can scroll it clear).
 */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    const focused = document.activeElement
    if (!(focused instanceof HTMLElement) || focused === document.body) return null
    // Marked here, in the same round trip, for the check that every control was reached.
    focused.dataset.reached = ''
    // A control drawn invisible over the pill that shows it (the product page's colour and size radios) shows
    // its focus on that pill, the next sibling.
    const element =
      getComputedStyle(focused).opacity === '0' && focused.nextElementSibling instanceof HTMLElement
        ? focused.nextElementSibling
        : focused
    // Measure the settled focus style, not the first frame of a colour transition.
    await Promise.all(
      [...focused.getAnimations(), ...element.getAnimations()].map((animation) =>
        animation.finished.catch(() => undefined),
      ),
    )
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    type Rgba = [number, number, number, number]
    // Computed colours come in any syntax (Tailwind's opacity modifiers give oklab()): let a canvas resolve them.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const parse = (value: string): Rgba => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = value
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
      return [r, g, b, a / 255]
    }
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    // The colour the outline is drawn over: what the page shows just beside the control (where the outline
    // runs), layer by layer down to the first opaque background; null over a picture, which can't be measured.
    const behind = (): Rgba | null => {
      const box = element.getBoundingClientRect()
      const y = box.top + box.height / 2
      const x = box.left >= 4 ? box.left - 3 : box.right + 3
      const layers: Rgba[] = []
      for (const node of document.elementsFromPoint(x, y)) {
        if (node === element || element.contains(node)) continue
        if (node instanceof HTMLImageElement || node instanceof SVGElement) return null
        const style = getComputedStyle(node)
        if (style.backgroundImage !== 'none') return null
        const colour = parse(style.backgroundColor)
        if (colour[3] > 0) layers.push(colour)
        if (colour[3] >= 1) break
      }
      if (layers.length === 0) return null
      let result: Rgba = [255, 255, 255, 1]
      for (const [r, g, b, a] of layers.reverse())
        result = [r * a + result[0] * (1 - a), g * a + result[1] * (1 - a), b * a + result[2] * (1 - a), 1]
      return result
    }
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    const ring = style.boxShadow !== 'none'
    let contrast: number | null = null
    const background = outline ? behind() : null
    if (background) {
      const [a, b] = [luminance(parse(style.outlineColor)), luminance(background)]
      contrast = Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100
    }
    const name =
      `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') || (focused as HTMLInputElement).labels?.[0]?.textContent || focused.textContent || '').trim().slice(0, 40)}"` +
      (focused.closest('footer') ? ' (footer)' : '')
    // Covered where the sticky header or banner is what shows at the middle of an edge or the centre of the
    // control (not its corners, which a rounded control does not fill).
    const chrome = ['site-header', 'promo-banner'].map((id) => document.getElementById(id))
    const box = focused.getBoundingClientRect()
    const [middleX, middleY] = [box.left + box.width / 2, box.top + box.height / 2]
    const points: [number, number][] = [
      [middleX, box.top + 2],
      [box.left + 2, middleY],
      [middleX, middleY],
      [box.right - 2, middleY],
      [middleX, box.bottom - 2],
    ]
    const obscured = points.some(([x, y]) => {
      const shown = document.elementFromPoint(x, y)
      return chrome.some((part) => part?.contains(shown) && !part.contains(focused))
    })
    return { name, indicator: outline || ring, contrast, obscured }
  })
}

test.describe('every control is reachable and visibly focused', () => {
  // The home page has every kind of link and button the catalogue uses; the listing, cards whose heart sits
  // at the top of the picture (where the sticky header is when Tab comes from the card above); the product
  // page, the option radios, the quantity stepper and the related products' hover actions.
  for (const path of ['/', '/clothing/abayas', '/product/1']) {
    test(`Tab through ${path}: each stop shows a focus indicator with 3:1 contrast`, async ({ page }) => {
      test.slow() // a hundred key presses on a busy machine
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await settle(page)
      await page.evaluate(() => {
        // Every control a keyboard should reach: visible, enabled, in the tab order.
        // A radio group is one stop: its checked radio, or its first while none is checked.
        const groupStop = (radio: HTMLInputElement) => {
          const group = Array.from(
            document.querySelectorAll<HTMLInputElement>(
              `input[type="radio"][name="${CSS.escape(radio.name)}"]`,
            ),
          )
          return (group.find((member) => member.checked) ?? group[0]) === radio
        }
        for (const element of document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]',
        )) {
          const visible = element.checkVisibility({ visibilityProperty: true })
          const enabled = !(element as HTMLButtonElement).disabled
          const radio = element instanceof HTMLInputElement && element.type === 'radio'
          if (visible && enabled && element.tabIndex >= 0 && (!radio || groupStop(element)))
            element.dataset.expectFocus = ''
        }
      })

      const problems: string[] = []
      let reached = 0
      for (let step = 0; step < 300; step += 1) {
        await page.keyboard.press('Tab')
        const stop = await focusStop(page)
        // Past the last control focus leaves the page: one full round is done.
        if (!stop) {
          if (reached > 0) break
          continue
        }
        reached += 1
        if (stop.obscured) problems.push(`${stop.name}: under the sticky header`)
        if (!stop.indicator) problems.push(`${stop.name}: no visible focus indicator`)
        else if (stop.contrast !== null && stop.contrast < 3)
          problems.push(`${stop.name}: focus outline contrast ${stop.contrast}:1`)
      }
      const unreached = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-expect-focus]:not([data-reached])')).map(
          (element) => element.outerHTML.slice(0, 120),
        ),
      )
      expect([...new Set(problems)]).toEqual([])
      expect(unreached).toEqual([])
    })
  }
})

test.describe('mobile menu', { tag: '@mobile-only' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('is a dialog: focus moves in, Tab stays inside, Escape closes and focus returns to the button', async ({
    page,
  }) => {
    await page.goto('/')
    await settle(page)
    const button = header(page).getByRole('button', { name: 'Open menu' })
    await button.focus()
    await page.keyboard.press('Enter')

    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    expect(await focusedInside(menu)).toBe(true)
    await expect(menu.getByRole('combobox', { name: 'Search products' })).toBeVisible()
    await expectTabStaysInside(page, menu, 20)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()

    // The close button in the drawer also hands focus back.
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('dialogs', () => {
  test('the auth modal takes focus, keeps Tab inside and gives focus back to the button that opened it', async ({
    page,
  }) => {
    await page.goto('/about')
    await settle(page)
    const signIn = header(page).getByRole('link', { name: 'Sign in' })
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' })

    for (const closeWith of ['Escape', 'Close button'] as const) {
      await signIn.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      expect(await focusedInside(dialog)).toBe(true)
      await expectTabStaysInside(page, dialog)
      if (closeWith === 'Escape') await page.keyboard.press('Escape')
      else await dialog.getByRole('button', { name: 'Close' }).press('Enter')
      await expect(dialog).toBeHidden()
      await expect(signIn, `focus after closing with ${closeWith}`).toBeFocused()
    }
  })

  test('Quick View takes focus, keeps Tab inside and gives focus back to its button', async ({ page }) => {
    await page.goto('/clothing/kaftans')
    await settle(page)
    const quickView = page.getByRole('button', { name: 'Quick View' }).first()
    await quickView.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: 'Add to Bag' })).toBeEnabled()
    expect(await focusedInside(dialog)).toBe(true)
    await expectTabStaysInside(page, dialog, 24)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(quickView).toBeFocused()
  })
})

test.describe('hero carousel', { tag: '@once' }, () => {
  const carousel = (page: Page) => page.getByRole('region', { name: 'Featured collections' })
  const slide = (page: Page, n: number) =>
    carousel(page).getByRole('group', { name: `${n} of ${heroSlides.length}` })

  test('keyboard focus stops the rotation until Play; the rotation control comes first', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await settle(page)
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on')
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(slide(page, 1)).toHaveAttribute('aria-roledescription', 'slide')

    // Tab from the top of the page until focus enters the carousel: the first stop is the rotation control.
    for (let step = 0; step < 40 && !(await focusedInside(carousel(page))); step += 1) {
      await page.keyboard.press('Tab')
    }
    const rotation = carousel(page).getByRole('button', { name: /slideshow/ })
    await expect(rotation).toBeFocused()
    await expect(rotation).toHaveAccessibleName('Play slideshow')
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off')
    // Only the slide on show is exposed; the others are hidden.
    const shown = Number((await carousel(page).getByRole('group').getAttribute('aria-label'))?.split(' ')[0])

    // Leaving does not restart it: only the shopper's Play does.
    for (let step = 0; step < 12 && (await focusedInside(carousel(page))); step += 1) {
      await page.keyboard.press('Tab')
    }
    expect(await focusedInside(carousel(page))).toBe(false)
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off')
    await page.clock.runFor(12_000)
    await expect(slide(page, shown)).toBeVisible()

    await rotation.focus()
    await page.keyboard.press('Enter')
    await expect(rotation).toHaveAccessibleName('Pause slideshow')
    await page.getByRole('heading', { name: 'Eid Sale Ends In' }).click()
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on')
    await page.clock.runFor(5_000)
    await expect(slide(page, (shown % heroSlides.length) + 1)).toBeVisible()
  })
})
