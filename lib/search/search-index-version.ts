import path from 'node:path'
import { filesHash } from '../build/files-hash'

/**
 * A short hash of everything the search index is made from: the catalogue (data/) and the index definition
 * (lib/search/), names and contents. Read by next.config.ts at build time and carried in the index file's
 * address, so a browser's cached copy changes exactly when the index can. Tests are left out: they change
 * nothing the index holds.
 */
export function searchIndexVersion(root: string = process.cwd()): string {
  return filesHash(root, ['data', path.join('lib', 'search')], (name) => !name.includes('.test.'))
}
