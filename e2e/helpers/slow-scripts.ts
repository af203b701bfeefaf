import type { Page } from '@playwright/test'

/**
 * A slow phone: the page's HTML is on screen while its scripts are still on their way. Holds back every
 * script of the next pages `page` opens (not the style sheet, which is in the same folder) until the returned
 * function lets them arrive. (A page whose scripts never come: route.abort, as e2e/product.spec.ts does.)
 */
export async function holdBackScripts(page: Page): Promise<() => void> {
  let letScriptsArrive = () => {}
  const scriptsMayArrive = new Promise<void>((resolve) => (letScriptsArrive = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsMayArrive
    await route.continue()
  })
  return letScriptsArrive
}
