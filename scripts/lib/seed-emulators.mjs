/**
 * What every fresh emulator run starts with (their data lives in memory): a staff account, so the back
 * office at /staff can be tried at once with `npm start` and is there for the end-to-end tests. Made through
 * the Auth emulator's REST API, as firebase-admin would (the emulator accepts `Bearer owner` as an admin).
 * The address and password are named in README ("Staff back office"). Node built-ins only.
 */
export const SEEDED_STAFF = {
  email: 'staff@fatin.test',
  password: 'fatin-staff-1',
  displayName: 'Fatin Staff',
}

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(`HTTP ${response.status} ${JSON.stringify(json).slice(0, 200)}`)
  return json
}

/** Creates the staff account with the `staff: true` custom claim in the Auth emulator at host:port. */
export async function seedStaffAccount(settings) {
  const base = `http://${settings.host}:${settings.authPort}/identitytoolkit.googleapis.com/v1`
  const owner = { authorization: 'Bearer owner' }
  try {
    const created = await post(`${base}/projects/${settings.projectId}/accounts`, SEEDED_STAFF, owner)
    await post(
      `${base}/projects/${settings.projectId}/accounts:update`,
      { localId: created.localId, customAttributes: JSON.stringify({ staff: true }) },
      owner,
    )
  } catch (error) {
    throw new Error(`could not seed the staff account in the Auth emulator: ${error.message}`)
  }
}
