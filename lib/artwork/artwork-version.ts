import path from 'node:path'
import { filesHash } from '../build/files-hash'

/**
 * A short hash of every file under public/images (names and contents), so the artwork's URLs change exactly
 * when a picture does. Read by next.config.ts at build time.
 */
export function artworkVersion(root: string = path.join(process.cwd(), 'public', 'images')) {
  return filesHash(root, ['.'])
}
