/**
 * `npm run proxy-matcher`: writes proxy.ts's `config.matcher` from lib/routing/proxy-free-pages.ts. Next
 * reads a proxy's matcher from the file's source, so it must be a literal there, not an import. Run it after
 * adding or removing a product, listing, blog post or content page; lib/routing/proxy-free-pages.test.ts
 * fails until the literal matches.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { proxyMatcher } from '../lib/routing/proxy-free-pages'

const PROXY = path.join(process.cwd(), 'proxy.ts')
const CONFIG_START = 'export const config = '

const source = readFileSync(PROXY, 'utf8')
const start = source.indexOf(CONFIG_START)
if (start < 0) throw new Error(`proxy.ts has no "${CONFIG_START}"`)
const config = [
  CONFIG_START + '{',
  '  // Written by `npm run proxy-matcher` from lib/routing/proxy-free-pages.ts: every page but the static',
  '  // catalogue pages listed there, and those too when a request carries one of its PROXY_TRIGGERS.',
  `  matcher: ${JSON.stringify(proxyMatcher())},`,
  '}',
  '',
].join('\n')
writeFileSync(PROXY, source.slice(0, start) + config)
execFileSync('npx', ['prettier', '--write', PROXY], { stdio: 'inherit' })
