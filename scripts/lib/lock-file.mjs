/**
 * Whether `npm ci` will accept package-lock.json, decided from the lock file alone. Node built-ins only:
 * this runs before anything is installed.
 *
 * npm ci refuses a lock file that lacks an entry for any optional dependency, even another platform's
 * binary it would never install (the darwin and win32 builds of next's SWC, tailwind's oxide…). A
 * registry mirror that serves only this platform's packages leaves those entries out, so on such a
 * mirror npm ci always fails, after printing a wall of `npm error Missing: … from lock file` lines.
 * Reading the lock file answers the same question in a millisecond, offline and silently; the names this
 * finds are exactly the ones npm ci lists. (`npm ci --dry-run` would also tell, but it takes seconds,
 * asks the registry, and its answer has to be fished out of error text.)
 */

/**
 * The lock entry Node would load for `name` when required from the package at `from` (a lock key such
 * as `node_modules/next`, or `''` for the project): the nearest `node_modules` folder going up.
 */
function resolves(packages, from, name) {
  let base = from
  for (;;) {
    if (packages[`${base === '' ? '' : `${base}/`}node_modules/${name}`]) return true
    if (base === '') return false
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

/** Optional dependencies named in the lock file that no entry of it provides, sorted and unique. */
export function missingOptionalDependencies(lock) {
  const packages = lock?.packages
  // A version 1 lock file (npm 6) has no `packages` map; let npm ci judge it.
  if (!packages || typeof packages !== 'object') return []
  const missing = new Set()
  for (const [key, entry] of Object.entries(packages)) {
    // A bundled package ships its own dependencies; a link's target has its own entry.
    if (!entry || entry.inBundle || entry.link) continue
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolves(packages, key, name)) missing.add(name)
    }
  }
  return [...missing].sort()
}

/** `npm ci` when it will accept the lock file, else `npm install` (which keeps the locked versions). */
export function installCommand(lock) {
  return missingOptionalDependencies(lock).length === 0 ? 'npm ci' : 'npm install'
}
