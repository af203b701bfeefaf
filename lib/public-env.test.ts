import { EnvError, parsePublicEnv } from '@/lib/public-env'

const production = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyExample',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'fatin-shop.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'fatin-shop',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
}

const emulator = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-fatin',
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
}

function errorOf(run: () => unknown): EnvError {
  try {
    run()
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('expected an EnvError')
}

describe('parsePublicEnv', () => {
  it('reads the production web config', () => {
    expect(parsePublicEnv(production)).toEqual({
      mode: 'production',
      firebase: {
        apiKey: 'AIzaSyExample',
        authDomain: 'fatin-shop.firebaseapp.com',
        projectId: 'fatin-shop',
        appId: '1:123:web:abc',
      },
    })
  })

  it('names every missing production variable, treating blanks as missing', () => {
    const error = errorOf(() =>
      parsePublicEnv({ NEXT_PUBLIC_FIREBASE_API_KEY: 'key', NEXT_PUBLIC_FIREBASE_APP_ID: '  ' }),
    )
    expect(error.mode).toBe('production')
    expect(error.missing).toEqual([
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
      'NEXT_PUBLIC_FIREBASE_APP_ID',
    ])
    expect(error.message).toContain(
      'missing NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, NEXT_PUBLIC_FIREBASE_PROJECT_ID, NEXT_PUBLIC_FIREBASE_APP_ID',
    )
  })

  it('refuses a demo project without the emulator', () => {
    const error = errorOf(() =>
      parsePublicEnv({ ...production, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-fatin' }),
    )
    expect(error.invalid).toEqual([expect.stringContaining('NEXT_PUBLIC_FIREBASE_PROJECT_ID')])
  })

  it('reads the emulator config with defaults for what the emulator ignores', () => {
    expect(parsePublicEnv(emulator)).toEqual({
      mode: 'emulator',
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-fatin.firebaseapp.com', projectId: 'demo-fatin' },
      authEmulatorUrl: 'http://127.0.0.1:9099',
    })
  })

  it('only lets the emulator serve a demo project on a loopback host', () => {
    const error = errorOf(() =>
      parsePublicEnv({
        ...emulator,
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'fatin-shop',
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'auth.example.com:9099',
      }),
    )
    expect(error.mode).toBe('emulator')
    expect(error.invalid).toEqual([
      expect.stringContaining('NEXT_PUBLIC_FIREBASE_PROJECT_ID'),
      expect.stringContaining('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST'),
    ])
  })
})
