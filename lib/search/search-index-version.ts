import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A short hash of everything the search index is made from: the catalogue (data/) and the index definition
 * (lib/search/), names and contents. Read by next.config.ts at build time and carried in the index file's
 * address, so a browser's cached copy changes exactly when the index can. Tests are skipped: they change
 * nothing the index holds.
 */
export function searchIndexVersion(root: string = process.cwd()): string {
  const hash = createHash('sha256')
  const walk = (directory: string) => {
    const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )
    for (const entry of entries) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (!entry.name.includes('.test.')) {
        hash.update(path.relative(root, full)).update('\0').update(readFileSync(full)).update('\0')
      }
    }
  }
  for (const directory of ['data', path.join('lib', 'search')]) walk(path.join(root, directory))
  return hash.digest('hex').slice(0, 12)
}
