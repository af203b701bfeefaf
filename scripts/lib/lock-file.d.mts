export type LockFile = {
  packages?: Record<
    string,
    { optionalDependencies?: Record<string, string>; inBundle?: boolean; link?: boolean }
  >
}
export function missingOptionalDependencies(lock: LockFile): string[]
export function installCommand(lock: LockFile): 'npm ci' | 'npm install'
