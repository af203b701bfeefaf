import { colourPictureName, extraColourPictures } from './colour-pictures'
import { products } from './products'

const threeColours = products.find((product) => product.colors.length >= 3)!

describe('colourPictureName', () => {
  it('shows the first colour in the main picture and the second in the hover picture', () => {
    const [first, second] = threeColours.colors
    expect(colourPictureName(threeColours, first!.name)).toBe(threeColours.imageSrc)
    expect(colourPictureName(threeColours, second!.name)).toBe(threeColours.hoverImageSrc)
  })

  it('gives every further colour a picture of its own, named after the colour', () => {
    const third = threeColours.colors[2]!
    expect(colourPictureName(threeColours, third.name)).toBe(
      `products/${threeColours.id}-${third.name.toLowerCase()}`,
    )
    expect(extraColourPictures(threeColours)[0]).toEqual({
      name: `products/${threeColours.id}-${third.name.toLowerCase()}`,
      hex: third.hex,
    })
  })

  it('falls back to the main picture for no colour or one the product does not have', () => {
    expect(colourPictureName(threeColours, null)).toBe(threeColours.imageSrc)
    const missing = (['Black', 'White', 'Gold', 'Grey'] as const).find(
      (name) => !threeColours.colors.some((colour) => colour.name === name),
    )
    expect(colourPictureName(threeColours, missing)).toBe(threeColours.imageSrc)
  })

  it('gives each colour of a product a different picture', () => {
    for (const product of products) {
      const names = product.colors.map((colour) => colourPictureName(product, colour.name))
      expect(new Set(names).size).toBe(names.length)
    }
  })
})
