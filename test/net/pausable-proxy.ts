import net from 'node:net'

export type PausableProxy = {
  /** host:port to give the client instead of the real service's address. */
  address: string
  port: number
  /** The service "goes down": open connections are cut and new ones are dropped at once. */
  pause(): void
  /** The service is back: new connections reach it again, with everything it held. */
  resume(): void
  close(): Promise<void>
}

/**
 * A loopback TCP proxy in front of a service (the local Firestore emulator) that a test can pause and resume.
 * Pausing looks to the client like the service going away; the service itself keeps running, so its in-memory
 * data is all there when the proxy resumes. For tests only: never part of the app.
 */
export async function startPausableProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<PausableProxy> {
  let paused = false
  const open = new Set<net.Socket>()

  const server = net.createServer((client) => {
    if (paused) {
      client.destroy()
      return
    }
    const upstream = net.connect(targetPort, targetHost)
    for (const socket of [client, upstream]) {
      open.add(socket)
      socket.on('close', () => open.delete(socket))
      // A cut connection errors on the other side too; the client sees it as the service going away.
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream)
    upstream.pipe(client)
  })

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address && typeof address === 'object') resolve(address.port)
      else reject(new Error('The proxy has no port.'))
    })
  })

  return {
    address: `127.0.0.1:${port}`,
    port,
    pause() {
      paused = true
      for (const socket of open) socket.destroy()
    },
    resume() {
      paused = false
    },
    close() {
      for (const socket of open) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
