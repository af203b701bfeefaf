import path from 'node:path'
import { filesHash } from '../build/files-hash'

/**
 * A short hash of every file the photo pipeline wrote (public/pictures, names and contents), so the pictures'
 * URLs change exactly when a picture does. Read by next.config.ts at build time, after the pipeline ran.
 */
export function picturesVersion(root: string = path.join(process.cwd(), 'public')) {
  return filesHash(root, ['pictures'])
}
