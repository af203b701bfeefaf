import { ShopPicture } from '../shop-parts'

/** The reference with one picture as its largest element, and no stylesheet. */
export default function WithPicturePage() {
  return (
    <>
      <h1>Hello, Next.js!</h1>
      <ShopPicture />
    </>
  )
}
