import { createRequire } from 'node:module'
import { FirestoreServer } from '@firestore-emulator/server'
import { isolateTransactions } from '@/scripts/lib/firestore-transactions.cjs'

type BindCallback = (error: Error | null, port: number) => void
type GrpcServer = {
  bindAsync(address: string, credentials: unknown, callback: BindCallback): void
  forceShutdown(): void
}

export type TestFirestore = {
  /** host:port for FIRESTORE_EMULATOR_HOST. */
  host: string
  /** Forgets every document. */
  clear(): void
  stop(): void
}

/**
 * An in-process Firestore emulator (@firestore-emulator/server, with locking transactions) for Jest integration tests, on a free
 * loopback port. Its own start() binds 0.0.0.0, so its gRPC server (a TypeScript-private field) is bound
 * here instead, with the grpc-js copy the emulator was built against.
 */
export async function startTestFirestore(): Promise<TestFirestore> {
  // Transactions hold locks, as on Firestore (scripts/lib/firestore-transactions.cjs).
  const emulator = isolateTransactions(new FirestoreServer())
  const grpcServer = (emulator as unknown as { server: GrpcServer }).server
  const grpc = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as {
    ServerCredentials: { createInsecure(): unknown }
  }
  const port = await new Promise<number>((resolve, reject) => {
    grpcServer.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, boundPort) =>
      error ? reject(error) : resolve(boundPort),
    )
  })
  return {
    host: `127.0.0.1:${port}`,
    clear: () => emulator.state.clear(),
    stop: () => grpcServer.forceShutdown(),
  }
}

/**
 * Points lib/env.ts and firebase-admin at the test emulator (emulator mode, a demo- project). Call before
 * the first adminDb(); firebase-admin reads FIRESTORE_EMULATOR_HOST when it creates its client.
 */
export function useTestFirestoreEnv(host: string): () => void {
  const settings = {
    SHOP_USE_EMULATORS: '1',
    FIRESTORE_EMULATOR_HOST: host,
    // The Auth emulator is not used by these tests, but emulator mode requires its address.
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-fatin-test',
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    // No probing for a cloud metadata server: a network call that cannot help against an emulator.
    METADATA_SERVER_DETECTION: 'none',
  }
  const env = process.env as Record<string, string | undefined>
  const previous = Object.fromEntries(Object.keys(settings).map((name) => [name, env[name]]))
  Object.assign(env, settings)
  // Restores the environment the tests found.
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete env[name]
      else env[name] = value
    }
  }
}
