import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A short hash of every file under `directories` (names relative to `root`, and contents), walked in a fixed
 * order, for the content versions next.config.ts puts in URLs that are cached as immutable. `include` leaves
 * files out (tests, say). Imported by next.config.ts, so by relative path only.
 */
export function filesHash(
  root: string,
  directories: readonly string[],
  include: (fileName: string) => boolean = () => true,
): string {
  const hash = createHash('sha256')
  const walk = (directory: string) => {
    const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )
    for (const entry of entries) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (include(entry.name)) {
        hash.update(path.relative(root, full)).update('\0').update(readFileSync(full)).update('\0')
      }
    }
  }
  for (const directory of directories) walk(path.join(root, directory))
  return hash.digest('hex').slice(0, 12)
}
