import http from 'node:http'
import type { AddressInfo } from 'node:net'

// Installs itself on http.Server, as `node --require` does before `next start`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONNECTION_ADDRESS_HEADER } = require('./connection-address.cjs') as {
  CONNECTION_ADDRESS_HEADER: string
}

/** A real server and a real request over loopback: what the request handler sees in the header. */
async function seenByHandler(sentHeaders: Record<string, string>): Promise<string | undefined> {
  const server = http.createServer((request, response) => {
    response.end(String(request.headers[CONNECTION_ADDRESS_HEADER] ?? ''))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: sentHeaders })
    return (await response.text()) || undefined
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

describe('the connection-address preload', () => {
  it("writes the connection's own address onto every request", async () => {
    expect(await seenByHandler({})).toBe('127.0.0.1')
  })

  it('replaces a value the client sent under the same name, and ignores X-Forwarded-For', async () => {
    expect(
      await seenByHandler({ [CONNECTION_ADDRESS_HEADER]: '198.18.0.7', 'x-forwarded-for': '198.18.0.8' }),
    ).toBe('127.0.0.1')
  })
})
