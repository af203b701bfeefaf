/**
 * Child-process plumbing shared by the start, test and size scripts. Node built-ins only: these run before
 * `npm ci` has installed anything.
 *
 * Children stay in our process group on purpose: Ctrl+C in a terminal, and Playwright stopping its web
 * server (it signals the whole group), then reach every one of them directly, and nothing can be left
 * running. On our own shutdown we signal each child and every process it started (found through /proc).
 */
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const children = new Set()

/** Prints each line a stream writes, prefixed, and remembers the last ones for error messages. */
function forwardLines(stream, prefix, sink, tail) {
  let pending = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    pending += chunk
    const lines = pending.split(/\r?\n/)
    pending = lines.pop() ?? ''
    for (const line of lines) {
      tail.push(line)
      if (tail.length > 60) tail.shift()
      if (line.trim() !== '') sink.write(`${prefix}${line}\n`)
    }
  })
  stream.on('end', () => {
    if (pending.trim() !== '') sink.write(`${prefix}${pending}\n`)
  })
}

/**
 * Starts a long-running child with prefixed output. Returns a handle with `exited` (a promise of the exit
 * code) and `stop()`. `stdin: 'pipe'` gives the child a pipe that closes when we die, however we die.
 */
export function startProcess(
  name,
  command,
  args,
  { env = process.env, cwd = repoRoot, stdin = 'ignore' } = {},
) {
  const child = spawn(command, args, { cwd, env, stdio: [stdin, 'pipe', 'pipe'] })
  const tail = []
  const prefix = `[${name}] `
  forwardLines(child.stdout, prefix, process.stdout, tail)
  forwardLines(child.stderr, prefix, process.stderr, tail)
  const handle = {
    name,
    child,
    tail,
    exitCode: undefined,
    exited: new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        handle.exitCode = code ?? (signal ? 128 : 1)
        children.delete(handle)
        resolve(handle.exitCode)
      })
      child.on('error', (error) => {
        tail.push(String(error))
        handle.exitCode = 127
        children.delete(handle)
        resolve(127)
      })
    }),
    stop: (timeoutMs = 8000) => stopProcess(handle, timeoutMs),
  }
  children.add(handle)
  return handle
}

/** Every process below `pid`, read from /proc (Linux). Elsewhere we only know the child itself. */
export function descendantsOf(pid) {
  let entries
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return []
  }
  const childrenOf = new Map()
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name may contain spaces and parentheses; the fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = childrenOf.get(ppid) ?? []
      list.push(Number(entry))
      childrenOf.set(ppid, list)
    } catch {
      // The process ended while we looked.
    }
  }
  const found = []
  const queue = [pid]
  while (queue.length > 0) {
    for (const next of childrenOf.get(queue.shift()) ?? []) {
      found.push(next)
      queue.push(next)
    }
  }
  return found
}

function signalTree(handle, signal) {
  const pids = [handle.child.pid, ...descendantsOf(handle.child.pid)]
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch {
      // Already gone.
    }
  }
}

/** When a process started (clock ticks since boot), to tell it from a later process given the same pid. */
function startTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/** SIGTERM the child and its descendants, then SIGKILL whatever is left after `timeoutMs`. */
export async function stopProcess(handle, timeoutMs = 8000) {
  if (handle.exitCode !== undefined) return handle.exitCode
  const stragglers = descendantsOf(handle.child.pid).map((pid) => ({ pid, started: startTime(pid) }))
  signalTree(handle, 'SIGTERM')
  const timer = setTimeout(() => signalTree(handle, 'SIGKILL'), timeoutMs)
  const code = await handle.exited
  clearTimeout(timer)
  // Grandchildren that outlived their parent would be orphans: end them too (if still the same process).
  for (const { pid, started } of stragglers) {
    if (started === undefined || startTime(pid) !== started) continue
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  return code
}

export async function stopAll(timeoutMs) {
  await Promise.all([...children].map((handle) => stopProcess(handle, timeoutMs)))
}

// Last resort if we exit without stopping them (an uncaught error): no orphans.
process.on('exit', () => {
  for (const handle of children) signalTree(handle, 'SIGKILL')
})

/** Runs `onShutdown` once on Ctrl+C, SIGTERM or SIGHUP, then exits with code 0. */
let shuttingDown = false

/** True once a shutdown signal arrived: children exiting after that is expected, not a failure. */
export const isShuttingDown = () => shuttingDown

export function onShutdownSignal(onShutdown) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (shuttingDown) return
      shuttingDown = true
      console.log(`\n${signal} received: stopping…`)
      Promise.resolve(onShutdown(signal))
        .catch((error) => console.error(error))
        .finally(() => process.exit(0))
    })
  }
}

/**
 * Runs a command to completion with its output shown; resolves { code, output }. With `capture`, output
 * (stdout and stderr) is also collected, for summaries.
 */
/** `capture` keeps the output for the caller; `echo: false` keeps it only there (not on this terminal). */
export function run(command, args, { env = process.env, cwd = repoRoot, capture = false, echo = true } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    })
    let output = ''
    if (capture) {
      for (const [stream, sink] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        stream.setEncoding('utf8')
        stream.on('data', (chunk) => {
          output += chunk
          if (echo) sink.write(chunk)
        })
      }
    }
    const handle = { name: command, child, exitCode: undefined, exited: null }
    handle.exited = new Promise((done) =>
      child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1))),
    )
    children.add(handle)
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`)
      handle.exitCode = 127
      children.delete(handle)
      resolve({ code: 127, output })
    })
    handle.exited.then((code) => {
      handle.exitCode = code
      children.delete(handle)
      resolve({ code, output })
    })
  })
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** Rejects with a clear message when something already listens on host:port. */
export function assertPortFree(port, host, hint) {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        reject(new Error(`Port ${port} on ${host} is already in use${hint ? `: ${hint}` : ''}.`))
      } else reject(error)
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()))
  })
}

/** A port nobody is listening on right now, chosen by the OS. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen({ port: 0, host }, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** GETs a URL; resolves { status, body } or rejects on a connection error. */
export function httpGet(url, timeoutMs = 2000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }))
    })
    request.on('timeout', () => request.destroy(new Error(`timed out: ${url}`)))
    request.on('error', reject)
  })
}

/**
 * Polls `check` until it resolves true. Fails fast if `handle` (the process that should answer) exits,
 * and after `timeoutMs` with the end of its output.
 */
export async function waitUntil(description, check, { handle, timeoutMs = 60_000, intervalMs = 150 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (handle && handle.exitCode !== undefined) {
      throw new Error(
        `${description}: the process exited with code ${handle.exitCode} before answering.\n` +
          handle.tail.slice(-20).join('\n'),
      )
    }
    try {
      if (await check()) return
    } catch {
      // Not up yet.
    }
    await sleep(intervalMs)
  }
  throw new Error(
    `${description}: no answer within ${Math.round(timeoutMs / 1000)} s.` +
      (handle ? `\n${handle.tail.slice(-20).join('\n')}` : ''),
  )
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`
}
