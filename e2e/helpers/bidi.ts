import { expect, type Page } from '@playwright/test'

/**
 * Checks that every price and phone number shown on a right-to-left page reads left to right on screen, as
 * on a price tag: "$50.00", not "50.00$", and "0300 1234567", not "1234567 0300". That is what the Unicode
 * bidi algorithm gets wrong after Urdu letters unless the run is isolated (lib/i18n/bidi.ts). Measures each
 * character's box; returns nothing, fails with the runs drawn out of order and the text around them.
 */
export async function expectNumbersLeftToRight(page: Page) {
  const runs = await page.evaluate(() => {
    const found: Array<{ run: string; inOrder: boolean; text: string }> = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    // A price ($129.99), a discount (−$4.50), a phone number (0300 1234567, +92 300 1234567) or another
    // number with separators.
    const numberRun = /−?[$+]?\d[\d.,:\s]*\d|−?[$+]\d/g
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (!node.parentElement?.checkVisibility()) continue
      for (const match of text.matchAll(numberRun)) {
        const boxes: DOMRect[] = []
        for (let i = 0; i < match[0].length; i++) {
          if (/\s/.test(match[0].charAt(i))) continue
          const range = document.createRange()
          range.setStart(node, match.index + i)
          range.setEnd(node, match.index + i + 1)
          const box = range.getBoundingClientRect()
          if (box.width > 0) boxes.push(box)
        }
        // Characters on one line must go left to right; a run may wrap onto the next line.
        const inOrder = boxes.every((box, i) => {
          const before = boxes[i - 1]
          const sameLine = before && Math.abs(box.top - before.top) < before.height / 2
          return !sameLine || box.left >= before.left
        })
        found.push({ run: match[0], inOrder, text: text.trim().slice(0, 120) })
      }
    }
    return found
  })
  expect(runs.length, 'the page shows prices or phone numbers to check').toBeGreaterThan(0)
  expect(runs.filter((run) => !run.inOrder)).toEqual([])
}
