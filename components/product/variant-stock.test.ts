import { chosenStock, colorFromAddress, sizeFromAddress, soldOutSizes } from './variant-stock'

const kaftan = {
  colors: [{ name: 'Black' as const }, { name: 'Navy' as const }],
  sizes: ['S', 'M', 'L'] as const,
}
const live = {
  available: 4,
  inStock: true,
  lowStock: true,
  variants: { 'Black|S': 0, 'Black|M': 2, 'Black|L': 0, 'Navy|S': 2, 'Navy|M': 0, 'Navy|L': 0 },
}

describe('the buying form’s stock per variant', () => {
  it('shows the chosen colour and size’s own figure, and the product’s until both are chosen', () => {
    expect(chosenStock(live, kaftan, 'Black', 'M')).toEqual({ available: 2, inStock: true, lowStock: true })
    expect(chosenStock(live, kaftan, 'Black', 'S')).toEqual({ available: 0, inStock: false, lowStock: false })
    expect(chosenStock(live, kaftan, 'Black', null)).toBe(live)
    expect(chosenStock(null, kaftan, 'Black', 'M')).toBeNull()
  })

  it('marks the sizes sold out in the chosen colour, or in every colour before one is chosen', () => {
    expect(soldOutSizes(live, kaftan, 'Black')).toEqual(['S', 'L'])
    expect(soldOutSizes(live, kaftan, 'Navy')).toEqual(['M', 'L'])
    expect(soldOutSizes(live, kaftan, null)).toEqual(['L'])
    expect(soldOutSizes(null, kaftan, 'Black')).toEqual([])
  })

  it('preselects a size named in the address only when the product comes in it', () => {
    expect(sizeFromAddress('?size=M', kaftan.sizes)).toBe('M')
    expect(sizeFromAddress('?size=XXL', kaftan.sizes)).toBeNull()
    expect(sizeFromAddress('', kaftan.sizes)).toBeNull()
    expect(colorFromAddress('?color=Navy&size=M', kaftan.colors)).toBe('Navy')
    expect(colorFromAddress('?color=Gold', kaftan.colors)).toBeNull()
  })
})
