/**
 * CPU seconds spent by the processes the bench started (next start, the Auth emulator, the Firestore
 * emulator), read from /proc/<pid>/stat. A load test's req/s says how fast; this says what each process
 * paid for it, which is what decides how many servers a crowd needs. Linux only; elsewhere it reads nothing.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { descendantsOf } from './processes.mjs'

/** Clock ticks per second, the unit of /proc/<pid>/stat's times (100 on every Linux seen so far). */
function clockTicksPerSecond() {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })
  const ticks = Number(answer.stdout?.trim())
  return Number.isInteger(ticks) && ticks > 0 ? ticks : 100
}

const TICKS = clockTicksPerSecond()

/** utime + stime of one process in ticks (every thread of it), or 0 when it is gone. */
function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may contain spaces and parentheses; the fields after the last ')' are fixed:
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

/**
 * The process and everything it started: today each of ours does its work in one process, but a helper
 * it might spawn is part of its cost.
 */
const treeSeconds = (pid) =>
  [pid, ...descendantsOf(pid)].reduce((sum, each) => sum + processTicks(each), 0) / TICKS

/** The names of the measured processes, in the order the tables print them. */
export const CPU_PROCESSES = /** @type {const} */ (['next', 'auth', 'firestore'])

/**
 * @typedef {{ next?: number, auth?: number, firestore?: number }} CpuSeconds
 * @typedef {{ sample: () => CpuSeconds }} CpuMeter
 */

/**
 * A meter over `pids` ({ next, auth, firestore }: the pid of each, when we started it). Undefined when
 * there is nothing to read (a server we did not start, or no /proc), so the tables leave the columns blank.
 *
 * @param {Partial<Record<typeof CPU_PROCESSES[number], number>>} pids
 * @returns {CpuMeter | undefined}
 */
export function cpuMeter(pids) {
  const named = CPU_PROCESSES.filter((name) => Number.isInteger(pids[name]))
  if (named.length === 0 || processTicks(process.pid) === 0) return undefined
  return {
    sample: () => Object.fromEntries(named.map((name) => [name, treeSeconds(pids[name])])),
  }
}

/**
 * Runs `work` between two samples of `meter`; resolves { result, cpu } with each process's CPU seconds
 * spent meanwhile (cpu is undefined without a meter).
 *
 * @template T
 * @param {CpuMeter | undefined} meter
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, cpu: CpuSeconds | undefined }>}
 */
export async function withCpu(meter, work) {
  const before = meter?.sample()
  const result = await work()
  if (!meter || !before) return { result, cpu: undefined }
  const after = meter.sample()
  const cpu = Object.fromEntries(
    Object.keys(after).map((name) => [name, Math.max(0, after[name] - (before[name] ?? 0))]),
  )
  return { result, cpu }
}
