import {
  startTestFirestore,
  type TestFirestore,
  useTestFirestoreEnv,
} from '@/test/firestore/firestore-emulator'
import { startPausableProxy, type PausableProxy } from '@/test/net/pausable-proxy'
import { adminDb } from './admin'
import { firestoreCall, firestoreTransaction } from './calls'
import { FIRESTORE_TIMEOUT_MS, TEST_DEADLINE_VARIABLE } from './deadline'
import type { Firestore } from './firestore-types'
import { isServiceUnavailable } from './service-unavailable'

jest.mock('server-only', () => ({}))

/**
 * Against a real (local, in-process) Firestore emulator reached through a proxy the test can pause: what an
 * outage does to the shop's Firestore calls, and that nothing the shopper was told had failed lands later.
 */
let firestore: TestFirestore
let proxy: PausableProxy
let db: Firestore
let restoreEnv: () => void
const testDeadline = process.env[TEST_DEADLINE_VARIABLE]

beforeAll(async () => {
  // An outage is what this suite is about: the production deadline, not the long one other suites use.
  delete process.env[TEST_DEADLINE_VARIABLE]
  firestore = await startTestFirestore()
  proxy = await startPausableProxy(Number(firestore.host.split(':')[1]))
  restoreEnv = useTestFirestoreEnv(proxy.address)
  db = adminDb()
})

afterAll(async () => {
  await db.terminate()
  await proxy.close()
  firestore.stop()
  restoreEnv()
  process.env[TEST_DEADLINE_VARIABLE] = testDeadline
}, 30_000)

beforeEach(() => {
  proxy.resume()
  firestore.clear()
})

const bag = () => db.collection('carts').doc('shopper-1')
const read = () => firestoreCall('read bag', () => bag().get())
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Reads until one gets through, for at most `withinMs`. Once Firestore is back, firebase-admin reconnects on
 * its own at its next attempt, at most a few seconds away (the capped backoff in ./admin.ts); a read made
 * before that fails fast with the typed error, as a shopper's would, and any other error ends the wait.
 */
async function readOnceBack(withinMs: number) {
  const started = Date.now()
  for (;;) {
    try {
      return await read()
    } catch (error) {
      if (!isServiceUnavailable(error) || Date.now() - started > withinMs) throw error
    }
  }
}

it('answers reads and writes while Firestore is up', async () => {
  await firestoreCall('write bag', () => bag().set({ lines: ['abaya'] }))
  expect((await read()).get('lines')).toEqual(['abaya'])
})

it('fails a read fast with the typed error while Firestore is down, and reads again once it is back', async () => {
  await firestoreCall('write bag', () => bag().set({ lines: ['abaya'] }))
  proxy.pause()
  const started = Date.now()
  const error = await read().catch((e: unknown) => e)
  expect(isServiceUnavailable(error)).toBe(true)
  expect(Date.now() - started).toBeLessThan(FIRESTORE_TIMEOUT_MS + 2000)

  proxy.resume()
  // firebase-admin reconnects on its own, with no restart; the data is all there.
  expect((await readOnceBack(12_000)).get('lines')).toEqual(['abaya'])
}, 40_000)

it('never commits a bag change the shopper was told had failed, even when its reads get through late', async () => {
  await firestoreCall('write bag', () => bag().set({ lines: ['abaya'] }))
  proxy.pause()
  const change = firestoreTransaction(
    db,
    'change bag',
    async (tx) => {
      const lines = ((await tx.get(bag())).get('lines') as string[] | undefined) ?? []
      tx.set(bag(), { lines: [...lines, 'kaftan'] })
    },
    { timeoutMs: 1500 },
  )
  expect(isServiceUnavailable(await change.catch((e: unknown) => e))).toBe(true)

  // Firestore comes back while firebase-admin is still retrying the transaction in the background.
  proxy.resume()
  await sleep(FIRESTORE_TIMEOUT_MS + 2000)
  expect((await read()).get('lines')).toEqual(['abaya'])
}, 30_000)

it('never lets a commit that an outage cut off land when Firestore comes back', async () => {
  await firestoreCall('write bag', () => bag().set({ lines: ['abaya'] }))
  let attempts = 0
  const change = firestoreTransaction(db, 'change bag', async (tx) => {
    const lines = ((await tx.get(bag())).get('lines') as string[] | undefined) ?? []
    tx.set(bag(), { lines: [...lines, 'kaftan'] })
    // The reads are done and the commit is about to go out: Firestore goes down now (once; firebase-admin
    // runs this again when it retries the transaction).
    if (++attempts === 1) proxy.pause()
  })
  expect(isServiceUnavailable(await change.catch((e: unknown) => e))).toBe(true)

  proxy.resume()
  await sleep(FIRESTORE_TIMEOUT_MS + 2000)
  expect((await read()).get('lines')).toEqual(['abaya'])
}, 30_000)
