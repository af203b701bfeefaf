import { canViewOrder } from './order-access'
import { ordersToLink } from '@/lib/orders/linking/link-guest-orders'

jest.mock('server-only', () => ({}))
jest.mock('@/lib/firebase/admin', () => ({ adminDb: () => ({}) }))

const guestOrder = { id: 'g-1', uid: null }
const accountOrder = { id: 'a-1', uid: 'u1' }

describe('who may see an order page', () => {
  it('shows a guest order to the browser that proves it, signed in or not', () => {
    expect(canViewOrder(guestOrder, { uid: null, provenOrderIds: ['g-1'] })).toBe(true)
    expect(canViewOrder(guestOrder, { uid: 'u1', provenOrderIds: ['g-0', 'g-1'] })).toBe(true)
  })

  it('hides a guest order without its proof: no proof, another guest’s, or a signed-in shopper', () => {
    expect(canViewOrder(guestOrder, { uid: null, provenOrderIds: [] })).toBe(false)
    expect(canViewOrder(guestOrder, { uid: null, provenOrderIds: ['g-2'] })).toBe(false)
    expect(canViewOrder(guestOrder, { uid: 'u1', provenOrderIds: [] })).toBe(false)
  })

  it('shows an account order to that account only, whatever proof a browser holds', () => {
    expect(canViewOrder(accountOrder, { uid: 'u1', provenOrderIds: [] })).toBe(true)
    expect(canViewOrder(accountOrder, { uid: 'u2', provenOrderIds: ['a-1'] })).toBe(false)
    expect(canViewOrder(accountOrder, { uid: null, provenOrderIds: ['a-1'] })).toBe(false)
  })
})

describe('which guest orders join a new account', () => {
  const candidates = ['g-1', 'g-2']

  it('all of them when a Google sign-in proves the inbox', () => {
    expect(ordersToLink(candidates, { inboxProvenBySignIn: true, ownedOrderIds: [] })).toEqual(candidates)
  })

  it('otherwise only those this browser placed or opened from the e-mail, verified flag or not', () => {
    expect(ordersToLink(candidates, { inboxProvenBySignIn: false, ownedOrderIds: ['g-2', 'g-9'] })).toEqual([
      'g-2',
    ])
    expect(ordersToLink(candidates, { inboxProvenBySignIn: false, ownedOrderIds: [] })).toEqual([])
  })
})
