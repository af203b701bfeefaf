/**
 * A by-hand check that lib/firebase/admin.ts works against the local emulators: creates a user, signs in
 * through the Auth emulator's REST API as the browser SDK would, verifies the ID token, makes and verifies
 * a session cookie (with revocation checked), and writes, reads and deletes a Firestore document.
 *
 *   node --import tsx --conditions=react-server scripts/check-firebase.mjs
 *
 * (react-server lets lib/firebase/admin.ts's `import 'server-only'` load outside Next.) Starts its own
 * emulators unless FIREBASE_AUTH_EMULATOR_HOST is already set.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'

import { emulatorEnv, emulatorSettings, startEmulators } from './lib/emulators.mjs'

const emulators = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? undefined
  : await startEmulators(emulatorSettings())
Object.assign(process.env, emulators?.env ?? emulatorEnv(emulatorSettings()), { SHOP_USE_EMULATORS: '1' })

const { adminAuth, adminDb } = await import('../lib/firebase/admin.ts')

const check = async (name, action) => {
  const startedAt = Date.now()
  await action()
  console.log(`ok  ${name} (${Date.now() - startedAt} ms)`)
}

try {
  const email = `check-${randomUUID()}@example.com`
  const password = 'correct-horse-battery'
  let uid = ''
  let idToken = ''

  await check('admin creates a user', async () => {
    const user = await adminAuth().createUser({ email, password, displayName: 'Check User' })
    uid = user.uid
    assert.equal((await adminAuth().getUser(uid)).email, email)
  })

  await check('the user signs in (Auth emulator REST, as the web SDK does)', async () => {
    const response = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${process.env.NEXT_PUBLIC_FIREBASE_API_KEY}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    )
    const body = await response.json()
    assert.equal(response.status, 200, JSON.stringify(body))
    idToken = body.idToken
  })

  await check('admin verifies the ID token', async () => {
    const decoded = await adminAuth().verifyIdToken(idToken, true)
    assert.equal(decoded.uid, uid)
    assert.equal(decoded.email, email)
  })

  await check('admin makes and verifies a session cookie, revocation checked', async () => {
    const cookie = await adminAuth().createSessionCookie(idToken, { expiresIn: 5 * 24 * 60 * 60 * 1000 })
    assert.equal((await adminAuth().verifySessionCookie(cookie, true)).uid, uid)
  })

  await check('admin writes, reads, queries and deletes a Firestore document', async () => {
    const ref = adminDb().collection('users').doc(uid)
    await ref.set({ name: 'Check User', email, language: 'english', createdAt: new Date() })
    const snapshot = await ref.get()
    assert.equal(snapshot.get('name'), 'Check User')
    const found = await adminDb().collection('users').where('email', '==', email).get()
    assert.equal(found.size, 1)
    await ref.delete()
    assert.equal((await ref.get()).exists, false)
  })

  await adminAuth().deleteUser(uid)
  await adminDb().terminate()
  console.log('lib/firebase/admin.ts works against the emulators.')
} finally {
  await emulators?.stop()
}
