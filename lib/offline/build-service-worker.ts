import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'

const ROOT = process.cwd()
const ENTRY = path.join(ROOT, 'sw', 'service-worker.ts')
export const SERVICE_WORKER_FILE = path.join(ROOT, 'public', 'sw.js')

/** What the shop is built from: a change to any of it is a new deployment, with its own caches. */
const SOURCES = ['app', 'components', 'lib', 'data', 'sw', 'public', 'next.config.ts', 'package-lock.json']
/** Left out: the worker itself (written from the rest), and the pictures, whose URLs carry their own hash. */
const NOT_SOURCES = new Set([SERVICE_WORKER_FILE, path.join(ROOT, 'public', 'pictures')])

function* files(entry: string): Generator<string> {
  if (NOT_SOURCES.has(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name))
  } else yield entry
}

/** A hash of every source file's path and content: the same sources always give the same version. */
export function shopVersion(): string {
  const hash = createHash('sha256')
  for (const source of SOURCES) {
    for (const file of files(path.join(ROOT, source))) {
      hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Bundles sw/service-worker.ts, with Serwist, into public/sw.js for a production build (next.config.ts
 * calls it when `next build` starts), carrying this build's version. Written whole and then renamed, as
 * next.config.ts is read by more than one process of a build.
 */
export function buildServiceWorker(): void {
  const result = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define: {
      SHOP_VERSION: JSON.stringify(shopVersion()),
      'process.env.NODE_ENV': '"production"',
    },
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild wrote no service worker.')
  // Beside, not inside, the folders the version is read from.
  const temporary = path.join(ROOT, `.sw.js.${process.pid}.tmp`)
  writeFileSync(temporary, output.contents)
  renameSync(temporary, SERVICE_WORKER_FILE)
}
