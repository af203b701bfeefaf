import type { Firestore } from '@/lib/firebase/firestore-types'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { tagSync } from './shared-tags'

jest.mock('server-only', () => ({}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

/** Two instances: what one revalidates, the other applies at its next look, once. */
it("applies another instance's revalidations once, and never its own", async () => {
  const appliedOnA: string[][] = []
  const appliedOnB: string[][] = []
  let clock = 1_000_000
  const a = tagSync(
    async (tags) => void appliedOnA.push(tags),
    () => clock,
  )
  const b = tagSync(
    async (tags) => void appliedOnB.push(tags),
    () => clock,
  )
  await Promise.all([a.look(), b.look()])

  await a.publish(['stock-1704'])
  expect(await a.look()).toEqual([])
  expect(await b.look()).toEqual(['stock-1704'])
  expect(await b.look()).toEqual([])

  // The same tag again, later: a new change, applied again.
  clock += 5_000
  await a.publish(['stock-1704', 'stock-1903'])
  expect(await b.look()).toEqual(['stock-1704', 'stock-1903'])
  expect(appliedOnA).toEqual([])
  expect(appliedOnB).toEqual([['stock-1704'], ['stock-1704', 'stock-1903']])
  expect((await db.collection('cacheTags').get()).size).toBe(2)
})

it('on its first look, applies every tag revalidated before it started (its pages may be older)', async () => {
  const earlier = tagSync(
    async () => {},
    () => 5_000,
  )
  await earlier.publish(['stock-1'])
  const applied: string[][] = []
  const started = tagSync(async (tags) => void applied.push(tags))
  expect(await started.look()).toEqual(['stock-1'])
  expect(applied).toEqual([['stock-1']])
})
