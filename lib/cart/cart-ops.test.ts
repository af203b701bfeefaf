import type { CartLine } from './cart-line'
import { addLine, foldSameLines, mergeCarts, removeLine, setLineQuantity } from './cart-ops'

const abaya = (color: CartLine['color'], size: CartLine['size'], quantity: number): CartLine => ({
  productId: 1,
  color,
  size,
  quantity,
})
const scarf = (quantity: number): CartLine => ({ productId: 2, color: 'Emerald', size: null, quantity })
const plenty = () => 100
const product = { name: 'Test Abaya' }

describe('addLine', () => {
  it('appends a new line and adds to an existing one', () => {
    const first = addLine([], abaya('Black', 'M', 2), product, 10)
    expect(first).toEqual({ ok: true, lines: [abaya('Black', 'M', 2)] })
    if (!first.ok) return
    const second = addLine(first.lines, abaya('Black', 'M', 3), product, 10)
    expect(second).toEqual({ ok: true, lines: [abaya('Black', 'M', 5)] })
    const other = addLine(first.lines, abaya('Navy', 'M', 1), product, 10)
    expect(other).toEqual({ ok: true, lines: [abaya('Black', 'M', 2), abaya('Navy', 'M', 1)] })
  })

  it('caps a line at 10', () => {
    expect(addLine([abaya('Black', 'M', 8)], abaya('Black', 'M', 3), product, 50)).toEqual({
      ok: false,
      code: 'line-full',
    })
  })

  it('caps a line at the stock of its own colour and size', () => {
    expect(addLine([], abaya('Black', 'M', 1), product, 0)).toEqual({
      ok: false,
      code: 'sold-out',
      productName: 'Test Abaya',
    })
    expect(addLine([], abaya('Black', 'M', 4), product, 3)).toEqual({
      ok: false,
      code: 'stock-left',
      productName: 'Test Abaya',
      available: 3,
      inBag: 0,
    })
    expect(addLine([abaya('Black', 'M', 2)], abaya('Black', 'M', 2), product, 3)).toEqual({
      ok: false,
      code: 'stock-left',
      productName: 'Test Abaya',
      available: 3,
      inBag: 2,
    })
    // Another size of the same abaya has its own stock: the Navy S in the bag takes nothing from Black M.
    expect(addLine([abaya('Navy', 'S', 2)], abaya('Black', 'M', 3), product, 3)).toMatchObject({ ok: true })
  })
})

describe('setLineQuantity and removeLine', () => {
  const bag = [abaya('Black', 'M', 2), scarf(1)]

  it('sets a quantity within stock', () => {
    expect(setLineQuantity(bag, abaya('Black', 'M', 0), 4, product, 5)).toEqual({
      ok: true,
      lines: [abaya('Black', 'M', 4), scarf(1)],
    })
    expect(setLineQuantity(bag, abaya('Black', 'M', 0), 6, product, 5)).toMatchObject({ ok: false })
    expect(setLineQuantity(bag, abaya('Black', 'M', 0), 11, product, 50)).toMatchObject({ ok: false })
    expect(setLineQuantity(bag, abaya('Black', 'M', 0), 0, product, 50)).toMatchObject({ ok: false })
  })

  it('always lets a shopper lower a quantity, even below stock that has since fallen', () => {
    expect(setLineQuantity([abaya('Black', 'M', 5)], abaya('Black', 'M', 0), 4, product, 1)).toMatchObject({
      ok: true,
    })
  })

  it('says when the line is gone', () => {
    expect(setLineQuantity(bag, abaya('Navy', 'M', 0), 1, product, 5)).toEqual({
      ok: false,
      code: 'not-in-bag',
    })
  })

  it('removes exactly the matching line', () => {
    expect(removeLine(bag, abaya('Black', 'M', 0))).toEqual([scarf(1)])
    expect(removeLine(bag, abaya('Black', 'L', 0))).toEqual(bag)
  })
})

describe('mergeCarts (guest bag into the account bag at sign-in)', () => {
  it('keeps the account bag when the guest bag is empty, and the guest bag when the account is empty', () => {
    const account = [abaya('Black', 'M', 2), scarf(1)]
    expect(mergeCarts(account, [], plenty)).toEqual(account)
    expect(mergeCarts([], account, plenty)).toEqual(account)
    expect(mergeCarts([], [], plenty)).toEqual([])
  })

  it('adds the quantities of the same line instead of duplicating it', () => {
    expect(mergeCarts([abaya('Black', 'M', 2)], [abaya('Black', 'M', 3)], plenty)).toEqual([
      abaya('Black', 'M', 5),
    ])
  })

  it('keeps lines that differ in colour or size apart', () => {
    expect(
      mergeCarts([abaya('Black', 'M', 1)], [abaya('Black', 'L', 1), abaya('Navy', 'M', 1)], plenty),
    ).toEqual([abaya('Black', 'M', 1), abaya('Black', 'L', 1), abaya('Navy', 'M', 1)])
  })

  it('loses nothing: every product of both bags is in the result, account lines first', () => {
    const account = [scarf(1), abaya('Black', 'M', 1)]
    const guest = [abaya('Navy', 'S', 2), { productId: 3, color: null, size: null, quantity: 1 }, scarf(2)]
    const merged = mergeCarts(account, guest, plenty)
    expect(merged).toEqual([
      scarf(3),
      abaya('Black', 'M', 1),
      abaya('Navy', 'S', 2),
      { productId: 3, color: null, size: null, quantity: 1 },
    ])
    const total = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0)
    expect(total(merged)).toBe(total(account) + total(guest))
  })

  it('caps a merged line at the per-line maximum of 10', () => {
    expect(mergeCarts([abaya('Black', 'M', 7)], [abaya('Black', 'M', 6)], plenty)).toEqual([
      abaya('Black', 'M', 10),
    ])
  })

  it('caps each line at its own colour and size’s stock', () => {
    const stock = (line: { productId: number; color: string | null; size: string | null }) =>
      line.productId !== 1 ? 100 : line.color === 'Black' && line.size === 'M' ? 4 : 0
    expect(
      mergeCarts([abaya('Black', 'M', 2)], [abaya('Black', 'M', 3), abaya('Navy', 'S', 2), scarf(2)], stock),
    ).toEqual([
      abaya('Black', 'M', 4),
      // Navy S is sold out; the line stays (quantity 1) so the cart page can flag it.
      abaya('Navy', 'S', 1),
      scarf(2),
    ])
  })

  it('keeps a sold-out line at 1 rather than dropping it', () => {
    expect(mergeCarts([], [scarf(2)], () => 0)).toEqual([scarf(1)])
  })

  it('folds repeated lines within one bag (a hand-edited cookie)', () => {
    expect(mergeCarts([], [scarf(1), scarf(1)], plenty)).toEqual([scarf(2)])
    expect(foldSameLines([scarf(6), scarf(6)])).toEqual([scarf(10)])
  })

  it('is not fooled by negative stock figures', () => {
    expect(mergeCarts([scarf(2)], [], () => -5)).toEqual([scarf(1)])
  })

  it('stops at 40 distinct lines, keeping the account’s', () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, index): CartLine => ({
        productId: from + index,
        color: null,
        size: null,
        quantity: 1,
      }))
    const merged = mergeCarts(many(1, 30), many(100, 20), plenty)
    expect(merged).toHaveLength(40)
    expect(merged.slice(0, 30)).toEqual(many(1, 30))
  })
})
