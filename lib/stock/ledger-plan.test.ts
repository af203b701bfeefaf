import { ledgerSums, planStockChanges } from './ledger-plan'
import type { ProductStock } from './stock-doc'

const staff = { uid: 'staff-1', role: 'staff' as const }

describe('planStockChanges', () => {
  const inVariants: ProductStock = {
    productId: 7,
    form: 'variants',
    variants: { 'Black|S': 2, 'Black|M': 1 },
  }

  it('writes one ledger line per variant moved, with who, why, before and after', () => {
    const plan = planStockChanges(
      inVariants,
      [
        { key: 'Black|M', delta: 5 },
        { key: 'Black|S', delta: -2 },
      ],
      { reason: 'receive', actor: staff, note: 'DN-42' },
    )
    expect(plan.variants).toEqual({ 'Black|S': 0, 'Black|M': 6 })
    expect([plan.before, plan.after]).toEqual([3, 6])
    expect(plan.entries).toEqual([
      {
        productId: 7,
        variant: 'Black|M',
        delta: 5,
        before: 1,
        after: 6,
        reason: 'receive',
        actor: staff,
        note: 'DN-42',
      },
      {
        productId: 7,
        variant: 'Black|S',
        delta: -2,
        before: 2,
        after: 0,
        reason: 'receive',
        actor: staff,
        note: 'DN-42',
      },
    ])
  })

  it('opens the ledger of a product not yet in variant form, so its lines explain every unit', () => {
    const fromCatalogue: ProductStock = {
      productId: 7,
      form: 'catalogue',
      variants: { 'Black|S': 2, 'Black|M': 1 },
    }
    const plan = planStockChanges(fromCatalogue, [{ key: 'Black|S', delta: -1 }], {
      reason: 'order',
      actor: { uid: null, role: 'shopper' },
      orderId: 'o1',
    })
    expect(plan.entries.map((entry) => [entry.reason, entry.variant, entry.delta])).toEqual([
      ['opening', 'Black|S', 2],
      ['opening', 'Black|M', 1],
      ['order', 'Black|S', -1],
    ])
    expect(ledgerSums(plan.entries)).toEqual(plan.variants)
  })

  it('refuses, writing nothing, a change below zero or to a variant the product does not have', () => {
    expect(() =>
      planStockChanges(inVariants, [{ key: 'Black|M', delta: -2 }], { reason: 'order', actor: staff }),
    ).toThrow(/from 1 to -1/)
    expect(() =>
      planStockChanges(inVariants, [{ key: 'Gold|M', delta: 1 }], { reason: 'receive', actor: staff }),
    ).toThrow(/no variant Gold\|M/)
  })

  it('keeps count equal to the ledger sum over any run of movements', () => {
    // A long, mixed run of movements from the opening: after each, the figures equal the ledger's sums.
    let stock: ProductStock = { productId: 7, form: 'catalogue', variants: { 'Black|S': 3, 'Black|M': 0 } }
    const ledger: { variant: string; delta: number }[] = []
    const run: [string, number, 'order' | 'cancel' | 'receive' | 'count' | 'write-off'][] = [
      ['Black|S', -2, 'order'],
      ['Black|M', 5, 'receive'],
      ['Black|M', -1, 'write-off'],
      ['Black|S', 2, 'cancel'],
      ['Black|M', -4, 'count'],
      ['Black|S', -3, 'order'],
      ['Black|M', 7, 'receive'],
    ]
    for (const [key, delta, reason] of run) {
      const plan = planStockChanges(stock, [{ key, delta }], { reason, actor: staff })
      ledger.push(...plan.entries)
      stock = { ...stock, form: 'variants', variants: plan.variants }
      expect(ledgerSums(ledger)).toEqual(stock.variants)
    }
    expect(stock.variants).toEqual({ 'Black|S': 0, 'Black|M': 7 })
  })
})
