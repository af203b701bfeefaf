import {
  decodeOrderProof,
  decodeProvenOrders,
  encodeOrderProof,
  MAX_PROVEN_ORDERS,
  type ProvenOrder,
  withProvenOrder,
} from './order-proof'
import { signature } from '@/lib/security/signature'

const SECRET = 'a-test-secret-that-is-long-enough-1234'
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const owned = (n: number): ProvenOrder => ({ id: id(n), source: 'owner' })
const lookedUp = (n: number): ProvenOrder => ({ id: id(n), source: 'lookup' })

describe('the guest order proof cookie', () => {
  it('proves the orders it was signed with, and how each was proven', () => {
    const value = encodeOrderProof(SECRET, [owned(1), lookedUp(2)])
    expect(decodeOrderProof(SECRET, value)).toEqual([id(1), id(2)])
    expect(decodeProvenOrders(SECRET, value)).toEqual([owned(1), lookedUp(2)])
  })

  it('proves nothing once altered (a looked-up order passed off as owned too), signed with another secret, or malformed', () => {
    const value = encodeOrderProof(SECRET, [owned(1)])
    expect(decodeOrderProof(SECRET, value.replace(id(1), id(2)))).toEqual([])
    expect(decodeOrderProof(SECRET, value.replace('.', `.${id(2)}_`))).toEqual([])
    const looked = encodeOrderProof(SECRET, [lookedUp(3)])
    expect(decodeProvenOrders(SECRET, looked.replace(`l${id(3)}`, id(3)))).toEqual([])
    expect(decodeOrderProof('another-secret-that-is-long-enough-123', value)).toEqual([])
    for (const junk of [
      undefined,
      '',
      'v2..',
      `v2.${id(1)}.`,
      'v2.x.y',
      `${value}x`,
      `v3${value.slice(2)}`,
    ]) {
      expect(decodeOrderProof(SECRET, junk)).toEqual([])
    }
  })

  it('still opens the orders of a cookie from before the distinction, as lookups', () => {
    const v1 = `v1.${id(1)}_${id(2)}.${signature(SECRET, 'fatin-order-proof', [`${id(1)}_${id(2)}`])}`
    expect(decodeProvenOrders(SECRET, v1)).toEqual([lookedUp(1), lookedUp(2)])
  })

  it('keeps the newest orders first, without repeats, up to the cap; an owned order stays owned', () => {
    let orders: ProvenOrder[] = []
    for (let n = 1; n <= MAX_PROVEN_ORDERS + 5; n += 1) orders = withProvenOrder(orders, id(n), 'owner')
    expect(orders).toHaveLength(MAX_PROVEN_ORDERS)
    expect(orders[0]).toEqual(owned(MAX_PROVEN_ORDERS + 5))
    expect(withProvenOrder(orders, id(10), 'lookup')[0]).toEqual(owned(10))
    expect(withProvenOrder(orders, id(10), 'lookup')).toHaveLength(MAX_PROVEN_ORDERS)
    expect(withProvenOrder([lookedUp(4)], id(4), 'owner')).toEqual([owned(4)])
    expect(withProvenOrder([], 'not-an-order-id', 'owner')).toEqual([])
  })
})
