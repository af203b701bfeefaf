import { expect, type Page, test } from '@playwright/test'
import { signUpForm, waitForHydration } from './helpers/auth'
import { settle } from './helpers/axe'

/**
 * The Latin faces come in two files each (lib/fonts.ts, scripts/font-subsets.mjs): the core characters every
 * English page shows, and the rest of Latin, fetched only when a page shows one of them.
 */
function fontFilesRequested(page: Page): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (file.endsWith('.woff2')) files.push(file)
  })
  return files
}

const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family)
  })

test('English catalogue pages download the two core Latin files and nothing more', async ({ page }) => {
  const files = fontFilesRequested(page)
  for (const path of ['/', '/clothing/abayas', '/product/1', '/sale']) {
    await page.goto(path)
    await settle(page)
  }
  expect(new Set(files.map((file) => file.replace(/[-.][\w.-]*\.woff2$/, '')))).toEqual(
    new Set(['inter_core_400_800', 'playfair_display_core_400_700']),
  )
  expect(await loadedFaces(page)).toEqual(expect.arrayContaining(['inter', 'playfair']))
})

test('a name with an accent is still set in Inter: the extended file loads when it is typed', async ({
  page,
}) => {
  const files = fontFilesRequested(page)
  await page.goto('/signup')
  await waitForHydration(page)
  expect(files.some((file) => file.startsWith('inter_extended'))).toBe(false)

  await signUpForm(page).getByLabel('Full name').fill('Zoë Iqbal')
  await expect.poll(() => files.some((file) => file.startsWith('inter_extended'))).toBe(true)
  expect(await loadedFaces(page)).toContain('interExtended')
})
