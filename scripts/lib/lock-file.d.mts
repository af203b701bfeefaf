/** The parts of package-lock.json (lockfileVersion 2 or 3) that lock-file.mjs reads. */
export type LockEntry = {
  version?: string
  optional?: boolean
  os?: string[]
  cpu?: string[]
  optionalDependencies?: Record<string, string>
  inBundle?: boolean
  link?: boolean
}
export type LockFile = { packages?: Record<string, LockEntry> }
export function missingOptionalDependencies(lock: LockFile): string[]
export function installCommand(lock: LockFile): 'npm ci' | 'npm install'
