import { adminDb } from '@/lib/firebase/admin'
import type { Firestore } from '@/lib/firebase/firestore-types'
import {
  startTestFirestore,
  type TestFirestore,
  useTestFirestoreEnv as pointFirebaseAdminAt,
} from './firestore-emulator'

/**
 * The usual setup of a Jest suite that talks to Firestore: one in-process emulator for the suite, firebase-admin
 * pointed at it, every document forgotten before each test, and all of it undone after the suite. `ready`
 * receives the admin Firestore once it is up (`let db: Firestore; withEmulatorFirestore((ready) => (db = ready))`).
 */
export function withEmulatorFirestore(ready: (db: Firestore) => void): void {
  let firestore: TestFirestore
  let db: Firestore
  let restoreEnv: () => void
  beforeAll(async () => {
    firestore = await startTestFirestore()
    restoreEnv = pointFirebaseAdminAt(firestore.host)
    db = adminDb()
    ready(db)
  })
  afterAll(async () => {
    await db.terminate()
    firestore.stop()
    restoreEnv()
  })
  beforeEach(() => firestore.clear())
}
