/**
 * Whether the services the shop cannot work without answer: Firebase Auth (sessions) and Firestore (bags,
 * orders, stock). Each probe gets a short time limit, so a hung connection reads as "down" at once instead
 * of holding the health check (and a load balancer's poll) for a minute.
 */
export type ServiceState = 'up' | 'down'
export type HealthReport = { ok: boolean; auth: ServiceState; firestore: ServiceState }
export type HealthProbes = { auth: () => Promise<unknown>; firestore: () => Promise<unknown> }

export const PROBE_TIMEOUT_MS = 2000

export async function checkHealth(
  probes: HealthProbes,
  timeoutMs: number = PROBE_TIMEOUT_MS,
): Promise<HealthReport> {
  const [auth, firestore] = await Promise.all([
    stateOf('auth', probes.auth, timeoutMs),
    stateOf('firestore', probes.firestore, timeoutMs),
  ])
  return { ok: auth === 'up' && firestore === 'up', auth, firestore }
}

async function stateOf(
  name: string,
  probe: () => Promise<unknown>,
  timeoutMs: number,
): Promise<ServiceState> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([probe(), timedOut])
    return 'up'
  } catch (error) {
    // Details stay in the server log; the response only says which service is down.
    console.error(`[health] ${name} is down:`, error instanceof Error ? error.message : error)
    return 'down'
  } finally {
    clearTimeout(timer)
  }
}
