import { installCommand, missingOptionalDependencies, type LockFile } from './lock-file.mjs'

// A package with one binary per platform, the way next ships SWC.
const next = {
  version: '16.0.0',
  optionalDependencies: { '@next/swc-linux-x64-gnu': '16.0.0', '@next/swc-darwin-arm64': '16.0.0' },
}
const linuxBinary = { version: '16.0.0', optional: true, os: ['linux'], cpu: ['x64'] }
const darwinBinary = { version: '16.0.0', optional: true, os: ['darwin'], cpu: ['arm64'] }

describe('installCommand', () => {
  it('uses npm ci when the lock file has an entry for every optional package', () => {
    const lock: LockFile = {
      packages: {
        '': {},
        'node_modules/next': next,
        'node_modules/@next/swc-linux-x64-gnu': linuxBinary,
        'node_modules/@next/swc-darwin-arm64': darwinBinary,
      },
    }
    expect(missingOptionalDependencies(lock)).toEqual([])
    expect(installCommand(lock)).toBe('npm ci')
  })

  it('uses npm install when other platforms’ binaries are missing from the lock file', () => {
    const lock: LockFile = {
      packages: {
        '': {},
        'node_modules/next': next,
        'node_modules/@next/swc-linux-x64-gnu': linuxBinary,
      },
    }
    expect(missingOptionalDependencies(lock)).toEqual(['@next/swc-darwin-arm64'])
    expect(installCommand(lock)).toBe('npm install')
  })

  it('finds an optional package where Node would: nested under its dependent or in a folder above', () => {
    const lock: LockFile = {
      packages: {
        'node_modules/a': {},
        'node_modules/a/node_modules/b': { optionalDependencies: { c: '1', d: '1', e: '1' } },
        'node_modules/a/node_modules/b/node_modules/c': {},
        'node_modules/d': {},
        // Not on b's path upwards, so Node would not load it for b.
        'node_modules/x/node_modules/e': {},
      },
    }
    expect(missingOptionalDependencies(lock)).toEqual(['e'])
  })

  it('leaves an old lock file without a packages map to npm ci', () => {
    expect(installCommand({})).toBe('npm ci')
  })
})
