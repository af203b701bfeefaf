/**
 * The phone Lighthouse's mobile audits emulate (its default screen: 412 × 823 CSS pixels at 1.75 device
 * pixels each, touch), as Playwright browser-context options: the bench's other phone measurements open
 * pages on the same screen, so their figures describe the loads Lighthouse audits.
 */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
