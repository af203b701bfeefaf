/**
 * The two things of the shop's that the reference's variant pages add to "Hello, Next.js!"
 * (`npm run bench -- --lighthouse --reference-variants`): the shop's stylesheet, render-blocking as the
 * shop's pages link it, and the picture a 412 px phone shows as `/`'s largest element, fetched at high
 * priority as the shop's is. scripts/lib/reference-page.mjs copies both into public/shop/ before serving.
 */
export function ShopStylesheet() {
  // The shop's built file as it is, not an import that Next would bundle and rename.
  // eslint-disable-next-line @next/next/no-css-tags
  return <link rel="stylesheet" href="/shop/stylesheet.css" precedence="default" />
}

/** The hero is square (700 × 700), drawn across the phone's width like the shop's slide. */
export function ShopPicture() {
  return (
    // The pipeline's file as the shop serves it: next/image would add its own loader and markup.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src="/shop/picture.avif"
      alt=""
      width={700}
      height={700}
      fetchPriority="high"
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  )
}
