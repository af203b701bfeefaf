import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import type { Firestore } from '@/lib/firebase/firestore-types'

/**
 * The emulator's transactions hold locks (firestore-transactions.cjs; the emulator alone lets every one of
 * these races through): what the shop's transactions count on from Firestore.
 */
let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const settled = (outcomes: PromiseSettledResult<unknown>[]) => ({
  values: outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
  errors: outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : [])),
})

describe('transactions on the local emulator', () => {
  it('serialise read-then-write: 50 buyers at once take exactly the 10 units there are', async () => {
    const stock = db.collection('stock').doc('1')
    await stock.set({ available: 10 })

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, buyer) =>
        db.runTransaction(async (tx) => {
          const available = (await tx.get(stock)).get('available') as number
          if (available < 1) return 'sold-out'
          tx.set(stock, { available: available - 1 })
          tx.create(db.collection('orders').doc(`order-${buyer}`), { buyer })
          return 'placed'
        }),
      ),
    )

    const { values, errors } = settled(outcomes)
    expect(errors).toEqual([])
    expect(values.filter((value) => value === 'placed')).toHaveLength(10)
    expect(values.filter((value) => value === 'sold-out')).toHaveLength(40)
    expect((await stock.get()).get('available')).toBe(0)
    expect((await db.collection('orders').get()).size).toBe(10)
  })

  it('lock what a query read: no document appears under a count just taken (a cap of 3 holds)', async () => {
    const orders = db.collection('orders')
    await orders.doc('other-shopper').set({ guestId: 'someone-else', status: 'placed' })

    await Promise.all(
      Array.from({ length: 8 }, (_, attempt) =>
        db.runTransaction(async (tx) => {
          const open = await tx.get(orders.where('guestId', '==', 'g1').where('status', '==', 'placed'))
          if (open.size >= 3) return
          tx.create(orders.doc(`g1-${attempt}`), { guestId: 'g1', status: 'placed' })
        }),
      ),
    )

    expect((await orders.where('guestId', '==', 'g1').get()).size).toBe(3)
  })

  it('let a query for one value stand while a document with another value is written', async () => {
    const orders = db.collection('orders')
    let release = () => {}
    let queried = () => {}
    const hasQueried = new Promise<void>((resolve) => (queried = resolve))
    const slow = db.runTransaction(async (tx) => {
      const open = await tx.get(orders.where('guestId', '==', 'a'))
      queried()
      await new Promise<void>((resolve) => (release = resolve))
      tx.create(orders.doc(`a-${open.size}`), { guestId: 'a' })
    })
    await hasQueried

    // Another guest's order is not held up by the first one's open query (a collection-wide lock would be).
    const other = db.runTransaction(async (tx) => {
      const open = await tx.get(orders.where('guestId', '==', 'b'))
      tx.create(orders.doc(`b-${open.size}`), { guestId: 'b' })
    })
    const finished = await Promise.race([
      other.then(() => 'finished'),
      new Promise((resolve) => setTimeout(() => resolve('held'), 3000)),
    ])
    release()
    await Promise.all([slow, other])

    expect(finished).toBe('finished')
    expect((await orders.get()).docs.map((doc) => doc.id).sort()).toEqual(['a-0', 'b-0'])
  })

  it('make a plain write wait for the transaction that read the document, so neither is lost', async () => {
    const counter = db.collection('counters').doc('c')
    await counter.set({ value: 0 })
    let releaseTransaction = () => {}
    const readDone = new Promise<void>((resolve) => {
      const transaction = db.runTransaction(async (tx) => {
        const value = (await tx.get(counter)).get('value') as number
        resolve()
        await new Promise<void>((release) => (releaseTransaction = release))
        tx.update(counter, { value: value + 1 })
      })
      void transaction.then(() => (transactionDone = true))
    })
    let transactionDone = false
    await readDone

    const plainWrite = counter.update({ label: 'renamed' })
    // The plain write is held while the transaction has the document.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await counter.get()).get('label')).toBeUndefined()
    releaseTransaction()
    await plainWrite

    expect(transactionDone).toBe(true)
    expect((await counter.get()).data()).toEqual({ value: 1, label: 'renamed' })
  })

  it("pass the emulator's own refusals on with their codes (a second create is ALREADY_EXISTS)", async () => {
    const doc = db.collection('newsletter').doc('one')
    await doc.create({ n: 1 })
    await expect(doc.create({ n: 2 })).rejects.toMatchObject({ code: 6 })
    expect((await doc.get()).get('n')).toBe(1)
  })

  it('break a deadlock: two transactions taking two documents in opposite orders both finish', async () => {
    const a = db.collection('counters').doc('a')
    const b = db.collection('counters').doc('b')
    await Promise.all([a.set({ value: 0 }), b.set({ value: 0 })])
    let bothHaveFirst = () => {}
    const firstTaken = new Promise<void>((resolve) => {
      let taken = 0
      bothHaveFirst = () => {
        taken += 1
        if (taken === 2) resolve()
      }
    })
    let attempts = 0
    const increment = (first: typeof a, second: typeof a) =>
      db.runTransaction(async (tx) => {
        attempts += 1
        const one = (await tx.get(first)).get('value') as number
        bothHaveFirst()
        await Promise.race([firstTaken, new Promise((resolve) => setTimeout(resolve, 500))])
        const two = (await tx.get(second)).get('value') as number
        tx.update(first, { value: one + 1 })
        tx.update(second, { value: two + 1 })
      })

    await Promise.all([increment(a, b), increment(b, a)])

    expect((await a.get()).get('value')).toBe(2)
    expect((await b.get()).get('value')).toBe(2)
    // One of them was aborted and run again by firebase-admin.
    expect(attempts).toBe(3)
  })
})
