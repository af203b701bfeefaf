/**
 * The benchmark's Lighthouse reference: a static App Router page with nothing of the shop in it, built by
 * the shop's own Next and React (scripts/lib/reference-page.mjs). Its figures are what the framework alone
 * costs a page on this machine, in the same run as the shop's pages.
 */
export default function HelloPage() {
  return <h1>Hello, Next.js!</h1>
}
