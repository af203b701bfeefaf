import { ShopStylesheet } from '../shop-parts'

/** The reference with the shop's stylesheet: what one render-blocking request adds to its FCP and LCP. */
export default function WithStylesheetPage() {
  return (
    <>
      <ShopStylesheet />
      <h1>Hello, Next.js!</h1>
    </>
  )
}
