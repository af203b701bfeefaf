import { parseServerEnv } from '@/lib/env'
import { EnvError } from '@/lib/public-env'

const publicProduction = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyExample',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'fatin-shop.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'fatin-shop',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
  NEXT_PUBLIC_SITE_URL: 'https://www.fatin.pk',
}

const emulator = {
  SHOP_USE_EMULATORS: '1',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-fatin',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
}

// A one-line PEM as hosting dashboards store it, with literal backslash-n sequences.
const oneLineKey = '-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBg\\n-----END PRIVATE KEY-----\\n'

function errorOf(run: () => unknown): EnvError {
  try {
    run()
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('expected an EnvError')
}

describe('parseServerEnv in emulator mode', () => {
  it('needs no credentials', () => {
    const env = parseServerEnv({ ...emulator, NODE_ENV: 'production' })
    expect(env).toMatchObject({
      mode: 'emulator',
      projectId: 'demo-fatin',
      authEmulatorHost: '127.0.0.1:9099',
      firestoreEmulatorHost: '127.0.0.1:8080',
      public: { mode: 'emulator', authEmulatorUrl: 'http://127.0.0.1:9099' },
    })
  })

  it('names every missing emulator variable', () => {
    const error = errorOf(() =>
      parseServerEnv({ SHOP_USE_EMULATORS: '1', NEXT_PUBLIC_FIREBASE_API_KEY: 'k' }),
    )
    expect(error.mode).toBe('emulator')
    expect(error.missing).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST',
      'FIRESTORE_EMULATOR_HOST',
      'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
    ])
    expect(error.message).toMatch(
      /^Firebase configuration \(emulator mode\) is incomplete: missing FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, NEXT_PUBLIC_FIREBASE_PROJECT_ID\./,
    )
  })

  it('refuses emulators that are not on this machine, or a real project', () => {
    const error = errorOf(() =>
      parseServerEnv({
        ...emulator,
        FIRESTORE_EMULATOR_HOST: '10.0.0.5:8080',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'fatin-shop',
      }),
    )
    expect(error.invalid).toEqual([
      expect.stringContaining('FIRESTORE_EMULATOR_HOST'),
      expect.stringContaining('NEXT_PUBLIC_FIREBASE_PROJECT_ID'),
    ])
  })
})

describe('parseServerEnv in production mode', () => {
  it('is the mode whenever SHOP_USE_EMULATORS is not set, and names everything missing', () => {
    const error = errorOf(() => parseServerEnv({ NODE_ENV: 'production' }))
    expect(error.mode).toBe('production')
    expect(error.missing).toEqual([
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
      'NEXT_PUBLIC_FIREBASE_APP_ID',
      'NEXT_PUBLIC_SITE_URL',
      'FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY (or GOOGLE_APPLICATION_CREDENTIALS)',
    ])
    expect(error.message).toContain('README.md')
  })

  it('requires the public site URL, the only origin the session route trusts', () => {
    const error = errorOf(() =>
      parseServerEnv({
        ...publicProduction,
        NEXT_PUBLIC_SITE_URL: undefined,
        GOOGLE_APPLICATION_CREDENTIALS: __filename,
      }),
    )
    expect(error.missing).toEqual(['NEXT_PUBLIC_SITE_URL'])
    expect(error.message).toContain('missing NEXT_PUBLIC_SITE_URL')
  })

  it.each([
    ['www.fatin.pk', 'absolute URL'],
    ['http://www.fatin.pk', 'https://'],
    ['https://www.fatin.pk/shop', 'origin only'],
    ['https://www.fatin.pk?x=1', 'origin only'],
  ])('refuses the site URL %s', (value, problem) => {
    const error = errorOf(() =>
      parseServerEnv({
        ...publicProduction,
        NEXT_PUBLIC_SITE_URL: value,
        GOOGLE_APPLICATION_CREDENTIALS: __filename,
      }),
    )
    expect(error.invalid).toEqual([expect.stringContaining(problem)])
  })

  it.each(['https://www.fatin.pk/', 'http://localhost:3000'])('accepts the site URL %s', (value) => {
    const env = parseServerEnv({
      ...publicProduction,
      NEXT_PUBLIC_SITE_URL: value,
      GOOGLE_APPLICATION_CREDENTIALS: __filename,
    })
    expect(env.mode).toBe('production')
  })

  it('takes the site URL from the build-time values too', () => {
    const error = errorOf(() =>
      parseServerEnv(
        { GOOGLE_APPLICATION_CREDENTIALS: __filename, NEXT_PUBLIC_SITE_URL: 'https://www.fatin.pk' },
        { ...publicProduction, NEXT_PUBLIC_SITE_URL: undefined },
      ),
    )
    expect(error.missing).toEqual(['NEXT_PUBLIC_SITE_URL'])
  })

  it('unescapes a one-line private key', () => {
    const env = parseServerEnv({
      ...publicProduction,
      FIREBASE_CLIENT_EMAIL: 'shop@fatin-shop.iam.gserviceaccount.com',
      FIREBASE_PRIVATE_KEY: `"${oneLineKey}"`,
    })
    expect(env).toMatchObject({
      mode: 'production',
      projectId: 'fatin-shop',
      credentials: {
        kind: 'service-account',
        clientEmail: 'shop@fatin-shop.iam.gserviceaccount.com',
        privateKey: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----\n',
      },
    })
  })

  it('names the half of a service account that is missing', () => {
    const error = errorOf(() =>
      parseServerEnv({
        ...publicProduction,
        FIREBASE_CLIENT_EMAIL: 'shop@fatin-shop.iam.gserviceaccount.com',
      }),
    )
    expect(error.missing).toEqual(['FIREBASE_PRIVATE_KEY'])
  })

  it('accepts a credentials file instead', () => {
    const env = parseServerEnv({ ...publicProduction, GOOGLE_APPLICATION_CREDENTIALS: __filename })
    expect(env).toMatchObject({ mode: 'production', credentials: { kind: 'application-default' } })
    const error = errorOf(() =>
      parseServerEnv({ ...publicProduction, GOOGLE_APPLICATION_CREDENTIALS: '/nowhere/key.json' }),
    )
    expect(error.invalid).toEqual([expect.stringContaining('GOOGLE_APPLICATION_CREDENTIALS')])
  })

  it('refuses emulator hosts without the explicit flag, since admin would trust unsigned tokens', () => {
    const error = errorOf(() =>
      parseServerEnv({
        ...publicProduction,
        GOOGLE_APPLICATION_CREDENTIALS: __filename,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        SHOP_USE_EMULATORS: 'yes',
      }),
    )
    expect(error.mode).toBe('production')
    expect(error.invalid).toEqual([
      expect.stringContaining('SHOP_USE_EMULATORS'),
      expect.stringContaining('FIREBASE_AUTH_EMULATOR_HOST'),
    ])
  })

  it('takes the web config from the build-time values, not the run-time environment', () => {
    const env = parseServerEnv(
      { GOOGLE_APPLICATION_CREDENTIALS: __filename, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'other-project' },
      publicProduction,
    )
    expect(env.projectId).toBe('fatin-shop')
  })
})
