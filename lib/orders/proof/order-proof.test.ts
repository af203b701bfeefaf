import { decodeOrderProof, encodeOrderProof, MAX_PROVEN_ORDERS, withProvenOrder } from './order-proof'

const SECRET = 'a-test-secret-that-is-long-enough-1234'
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('the guest order proof cookie', () => {
  it('proves the orders it was signed with', () => {
    expect(decodeOrderProof(SECRET, encodeOrderProof(SECRET, [id(1), id(2)]))).toEqual([id(1), id(2)])
  })

  it('proves nothing once altered, signed with another secret, or malformed', () => {
    const value = encodeOrderProof(SECRET, [id(1)])
    expect(decodeOrderProof(SECRET, value.replace(id(1), id(2)))).toEqual([])
    expect(decodeOrderProof(SECRET, value.replace('.', `.${id(2)}_`))).toEqual([])
    expect(decodeOrderProof('another-secret-that-is-long-enough-123', value)).toEqual([])
    for (const junk of [undefined, '', 'v1..', `v1.${id(1)}.`, 'v2.x.y', `${value}x`]) {
      expect(decodeOrderProof(SECRET, junk)).toEqual([])
    }
  })

  it('keeps the newest orders first, without repeats, up to the cap', () => {
    let ids: string[] = []
    for (let n = 1; n <= MAX_PROVEN_ORDERS + 5; n += 1) ids = withProvenOrder(ids, id(n))
    expect(ids).toHaveLength(MAX_PROVEN_ORDERS)
    expect(ids[0]).toBe(id(MAX_PROVEN_ORDERS + 5))
    expect(withProvenOrder(ids, id(10))[0]).toBe(id(10))
    expect(withProvenOrder(ids, id(10))).toHaveLength(MAX_PROVEN_ORDERS)
    expect(withProvenOrder([], 'not-an-order-id')).toEqual([])
  })
})
