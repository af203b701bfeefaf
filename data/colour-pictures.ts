import type { ColorName, Product } from './schemas'

/** A colour as a buying control gets it: its swatch and the picture that shows the product in it. */
export type PicturedColour = { name: ColorName; hex: string; image: string }

type PicturedProduct = Pick<Product, 'id' | 'imageSrc' | 'hoverImageSrc' | 'colors'>

/**
 * The picture that shows a product in one of its colours (the product page, Quick View and the bag line
 * follow the chosen colour; a listing card keeps the first). The first colour is the main picture; the second
 * is the hover picture, which is drawn as that colour in the same setting (scripts/artwork/products/
 * product-svg.ts); every further colour has a drawing of its own, `products/<id>-<colour>`, the main drawing
 * recoloured when the artwork is drawn (`npm run images`). A colour the product does not have, or none,
 * gives the main picture.
 */
export function colourPictureName(product: PicturedProduct, colour: ColorName | null | undefined): string {
  const index = product.colors.findIndex((candidate) => candidate.name === colour)
  if (index <= 0) return product.imageSrc
  if (index === 1) return product.hoverImageSrc
  return extraColourPictureName(product.id, product.colors[index]!.name)
}

/** The colours past the second, each drawn as a picture of its own (scripts/artwork/all-artwork.ts). */
export function extraColourPictures(product: PicturedProduct): { name: string; hex: string }[] {
  return product.colors
    .slice(2)
    .map((colour) => ({ name: extraColourPictureName(product.id, colour.name), hex: colour.hex }))
}

const extraColourPictureName = (id: number, colour: ColorName) => `products/${id}-${colour.toLowerCase()}`

/** A product's colours, each with its picture. */
export function picturedColours(product: PicturedProduct): PicturedColour[] {
  return product.colors.map(({ name, hex }) => ({ name, hex, image: colourPictureName(product, name) }))
}
