/**
 * A local Firestore for development and tests: @firestore-emulator/server (a Node gRPC implementation that
 * firebase-admin talks to) bound to loopback only. Google's own emulator needs Java 21 and a downloaded jar.
 *
 *   node scripts/lib/firestore-emulator.mjs [--port 8080] [--host 127.0.0.1] [--exit-with-parent]
 *
 * Data lives in memory and is gone when the process exits. With --exit-with-parent it also exits when its
 * stdin closes, which happens when the script that started it dies, even by SIGKILL: no orphans.
 */
import { createRequire } from 'node:module'
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.FIRESTORE_EMULATOR_PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    'exit-with-parent': { type: 'boolean', default: false },
  },
})
const port = Number(options.port)
const host = options.host

const require = createRequire(import.meta.url)
const { FirestoreServer } = require('@firestore-emulator/server')
const { isolateTransactions } = require('./firestore-transactions.cjs')
// Use the same grpc-js the emulator was built with, wherever npm placed it.
const { ServerCredentials } = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js')

// With locks, so transactions contend as they do on Firestore (firestore-transactions.cjs).
const emulator = isolateTransactions(new FirestoreServer())
// FirestoreServer.start() binds 0.0.0.0, which would expose an unauthenticated database to the network.
// Its gRPC server is a plain (TypeScript-private) field, so bind it to loopback ourselves.
const grpcServer = emulator.server

grpcServer.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, boundPort) => {
  if (error) {
    console.error(`Firestore emulator could not listen on ${host}:${port}: ${error.message}`)
    process.exit(1)
  }
  console.log(`Firestore emulator listening on ${host}:${boundPort}`)
})

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  grpcServer.tryShutdown(() => process.exit(0))
  // In-flight streams (listeners) can hold tryShutdown open; don't wait on them.
  setTimeout(() => {
    grpcServer.forceShutdown()
    process.exit(0)
  }, 1000).unref()
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop)
if (options['exit-with-parent']) {
  process.stdin.on('end', stop)
  process.stdin.on('error', stop)
  process.stdin.resume()
}
