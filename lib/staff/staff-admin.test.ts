import { parseStaffArgs, runStaffCommand, STAFF_USAGE, type StaffAuth } from './staff-admin'

describe('parseStaffArgs', () => {
  it('reads add, remove and list', () => {
    expect(parseStaffArgs(['add', 'Someone@Example.com'])).toEqual({
      ok: true,
      command: { kind: 'add', email: 'someone@example.com' },
      startEmulators: false,
    })
    expect(parseStaffArgs(['remove', 'a@b.pk', '--emulators'])).toEqual({
      ok: true,
      command: { kind: 'remove', email: 'a@b.pk' },
      startEmulators: true,
    })
    expect(parseStaffArgs(['list'])).toEqual({ ok: true, command: { kind: 'list' }, startEmulators: false })
  })

  it.each([[[]], [['add']], [['grant', 'a@b.pk']], [['add', 'a@b.pk', 'c@d.pk']], [['list', 'a@b.pk']]])(
    'explains the usage for %j',
    (argv) => {
      expect(parseStaffArgs(argv)).toEqual({ ok: false, error: STAFF_USAGE })
    },
  )

  it('refuses something that is not an e-mail, and unknown options', () => {
    expect(parseStaffArgs(['add', 'someone'])).toEqual({
      ok: false,
      error: `someone is not an e-mail address. ${STAFF_USAGE}`,
    })
    expect(parseStaffArgs(['list', '--prod'])).toMatchObject({ ok: false, error: /^Unknown option --prod/ })
  })
})

type FakeUser = { uid: string; email: string; customClaims?: Record<string, unknown> }

function fakeAuth(users: FakeUser[]) {
  const revoked: string[] = []
  const auth: StaffAuth = {
    getUserByEmail: async (email) => {
      const user = users.find((candidate) => candidate.email === email)
      if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' })
      return { ...user }
    },
    setCustomUserClaims: async (uid, claims) => {
      const user = users.find((candidate) => candidate.uid === uid)
      if (user) user.customClaims = claims ?? undefined
    },
    revokeRefreshTokens: async (uid) => {
      revoked.push(uid)
    },
    // Pages of one, so paging is exercised.
    listUsers: async (_max, pageToken) => {
      const index = pageToken ? Number(pageToken) : 0
      const next = index + 1 < users.length ? String(index + 1) : undefined
      return { users: users.slice(index, index + 1), ...(next ? { pageToken: next } : {}) }
    },
  }
  return { auth, users, revoked }
}

describe('runStaffCommand', () => {
  it('adds the claim, keeping other claims', async () => {
    const { auth, users } = fakeAuth([{ uid: 'u1', email: 'a@b.pk', customClaims: { beta: true } }])
    const result = await runStaffCommand(auth, { kind: 'add', email: 'a@b.pk' })
    expect(result).toEqual({
      ok: true,
      lines: ['a@b.pk is now staff. It takes effect when they next sign in.'],
    })
    expect(users[0]?.customClaims).toEqual({ beta: true, staff: true })
  })

  it('removes the claim and signs the account out everywhere', async () => {
    const { auth, users, revoked } = fakeAuth([
      { uid: 'u1', email: 'a@b.pk', customClaims: { staff: true } },
      { uid: 'u2', email: 'c@d.pk', customClaims: { staff: true, beta: true } },
    ])
    await expect(runStaffCommand(auth, { kind: 'remove', email: 'a@b.pk' })).resolves.toEqual({
      ok: true,
      lines: ['a@b.pk is no longer staff, and has been signed out everywhere.'],
    })
    await runStaffCommand(auth, { kind: 'remove', email: 'c@d.pk' })
    expect(users.map((user) => user.customClaims)).toEqual([undefined, { beta: true }])
    expect(revoked).toEqual(['u1', 'u2'])
  })

  it('says so in one line for an unknown e-mail, changing nothing', async () => {
    const { auth, revoked } = fakeAuth([])
    await expect(runStaffCommand(auth, { kind: 'add', email: 'x@y.pk' })).resolves.toEqual({
      ok: false,
      lines: ['No account uses x@y.pk. They must create an account at the shop first.'],
    })
    await expect(runStaffCommand(auth, { kind: 'remove', email: 'x@y.pk' })).resolves.toMatchObject({
      ok: false,
    })
    expect(revoked).toEqual([])
  })

  it('is calm about repeats', async () => {
    const { auth, revoked } = fakeAuth([
      { uid: 'u1', email: 'a@b.pk', customClaims: { staff: true } },
      { uid: 'u2', email: 'c@d.pk' },
    ])
    await expect(runStaffCommand(auth, { kind: 'add', email: 'a@b.pk' })).resolves.toEqual({
      ok: true,
      lines: ['a@b.pk is already staff.'],
    })
    await expect(runStaffCommand(auth, { kind: 'remove', email: 'c@d.pk' })).resolves.toEqual({
      ok: true,
      lines: ['c@d.pk is not staff.'],
    })
    expect(revoked).toEqual([])
  })

  it('lists every staff account across pages, and says when there is none', async () => {
    const { auth } = fakeAuth([
      { uid: 'u1', email: 'z@b.pk', customClaims: { staff: true } },
      { uid: 'u2', email: 'shopper@b.pk' },
      { uid: 'u3', email: 'a@b.pk', customClaims: { staff: true } },
      { uid: 'u4', email: 'fake@b.pk', customClaims: { staff: 'yes' } },
    ])
    await expect(runStaffCommand(auth, { kind: 'list' })).resolves.toEqual({
      ok: true,
      lines: ['a@b.pk', 'z@b.pk'],
    })
    await expect(runStaffCommand(fakeAuth([]).auth, { kind: 'list' })).resolves.toEqual({
      ok: true,
      lines: ['No staff accounts.'],
    })
  })
})
