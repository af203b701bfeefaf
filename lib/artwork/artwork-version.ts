import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A short hash of every file under public/images (names and contents), so the artwork's URLs change exactly
 * when a picture does. Read by next.config.ts at build time.
 */
export function artworkVersion(root: string = path.join(process.cwd(), 'public', 'images')) {
  const hash = createHash('sha256')
  const walk = (directory: string) => {
    const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )
    for (const entry of entries) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) walk(full)
      else hash.update(path.relative(root, full)).update('\0').update(readFileSync(full)).update('\0')
    }
  }
  walk(root)
  return hash.digest('hex').slice(0, 12)
}
