import { ShopPicture, ShopStylesheet } from '../shop-parts'

/**
 * The reference with both: the least a shop page above the fold needs (its stylesheet and its picture),
 * with no script, font or markup of the shop's.
 */
export default function WithStylesheetAndPicturePage() {
  return (
    <>
      <ShopStylesheet />
      <h1>Hello, Next.js!</h1>
      <ShopPicture />
    </>
  )
}
