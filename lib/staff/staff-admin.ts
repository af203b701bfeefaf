import { hasStaffClaim, STAFF_CLAIM } from '@/lib/auth/staff-claim'

/**
 * The logic of `npm run staff -- add|remove|list [email]` (scripts/staff.mjs), apart from Firebase itself:
 * the script hands in firebase-admin's Auth (lib/firebase/admin.ts), tests hand in a fake. The claim is
 * `staff: true` among the user's other custom claims, which are kept.
 */
type Claims = Record<string, unknown>
type StaffUser = { uid: string; email?: string; customClaims?: Claims }

export type StaffAuth = {
  getUserByEmail(email: string): Promise<StaffUser>
  setCustomUserClaims(uid: string, claims: Claims | null): Promise<void>
  revokeRefreshTokens(uid: string): Promise<void>
  listUsers(maxResults?: number, pageToken?: string): Promise<{ users: StaffUser[]; pageToken?: string }>
}

export type StaffCommand = { kind: 'add' | 'remove'; email: string } | { kind: 'list' }

export type ParsedStaffArgs =
  { ok: true; command: StaffCommand; startEmulators: boolean } | { ok: false; error: string }

export const STAFF_USAGE =
  'Usage: npm run staff -- add <email> | remove <email> | list   (add --emulators to start local emulators)'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The script's arguments, e.g. ['add', 'someone@example.com'] or ['list', '--emulators']. */
export function parseStaffArgs(argv: readonly string[]): ParsedStaffArgs {
  const startEmulators = argv.includes('--emulators')
  const words = argv.filter((arg) => arg !== '--emulators')
  const unknownFlag = words.find((word) => word.startsWith('-'))
  if (unknownFlag) return { ok: false, error: `Unknown option ${unknownFlag}. ${STAFF_USAGE}` }
  const [verb, email, ...rest] = words
  if (verb === 'list' && email === undefined) return { ok: true, command: { kind: 'list' }, startEmulators }
  if ((verb === 'add' || verb === 'remove') && email !== undefined && rest.length === 0) {
    const trimmed = email.trim().toLowerCase()
    if (!EMAIL.test(trimmed)) return { ok: false, error: `${email} is not an e-mail address. ${STAFF_USAGE}` }
    return { ok: true, command: { kind: verb, email: trimmed }, startEmulators }
  }
  return { ok: false, error: STAFF_USAGE }
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
}

async function findUser(auth: StaffAuth, email: string): Promise<StaffUser | null> {
  try {
    return await auth.getUserByEmail(email)
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') return null
    throw error
  }
}

export type StaffCommandResult = { ok: boolean; lines: string[] }

/** Runs one command; every outcome is one or a few lines for the terminal. */
export async function runStaffCommand(auth: StaffAuth, command: StaffCommand): Promise<StaffCommandResult> {
  if (command.kind === 'list') {
    const emails: string[] = []
    let pageToken: string | undefined
    do {
      const page = await auth.listUsers(1000, pageToken)
      for (const user of page.users) {
        if (hasStaffClaim(user.customClaims)) emails.push(user.email ?? `(no e-mail, uid ${user.uid})`)
      }
      pageToken = page.pageToken
    } while (pageToken)
    return { ok: true, lines: emails.length > 0 ? emails.sort() : ['No staff accounts.'] }
  }

  const user = await findUser(auth, command.email)
  if (!user) {
    return {
      ok: false,
      lines: [`No account uses ${command.email}. They must create an account at the shop first.`],
    }
  }
  const otherClaims = Object.fromEntries(
    Object.entries(user.customClaims ?? {}).filter(([name]) => name !== STAFF_CLAIM),
  )
  if (command.kind === 'add') {
    if (hasStaffClaim(user.customClaims)) return { ok: true, lines: [`${command.email} is already staff.`] }
    await auth.setCustomUserClaims(user.uid, { ...otherClaims, [STAFF_CLAIM]: true })
    return {
      ok: true,
      lines: [`${command.email} is now staff. It takes effect when they next sign in.`],
    }
  }
  if (!hasStaffClaim(user.customClaims)) return { ok: true, lines: [`${command.email} is not staff.`] }
  await auth.setCustomUserClaims(user.uid, Object.keys(otherClaims).length > 0 ? otherClaims : null)
  // A session cookie keeps the claims it was made with: revoking makes every existing one fail its check.
  await auth.revokeRefreshTokens(user.uid)
  return {
    ok: true,
    lines: [`${command.email} is no longer staff, and has been signed out everywhere.`],
  }
}
