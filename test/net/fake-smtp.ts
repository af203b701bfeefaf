import net from 'node:net'

export type FakeSmtp = {
  port: number
  /** Every message the server accepted: the recipients and the raw data. */
  received: { to: string[]; data: string }[]
  /** Replies to RCPT TO for these addresses (e.g. '550 5.1.1 No such user'); others are accepted. */
  refuse: Map<string, string>
  /** The server goes away: connections are refused until `start`. */
  stop(): Promise<void>
  /** Listens again, on the same port. */
  start(): Promise<void>
}

/**
 * A minimal SMTP server on loopback for the sender's tests: just enough of RFC 5321 (EHLO, MAIL, RCPT, DATA,
 * QUIT, RSET) for nodemailer to send through it, so the tests see nodemailer's real errors for a refused
 * recipient or a server that is not there. For tests only.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: FakeSmtp['received'] = []
  const refuse = new Map<string, string>()
  const sockets = new Set<net.Socket>()

  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    let buffer = ''
    let inData = false
    let to: string[] = []
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake.smtp ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          received.push({ to, data: buffer.slice(0, end) })
          buffer = buffer.slice(end + 5)
          inData = false
          to = []
          reply(`250 2.0.0 Ok: queued as fake${received.length}`)
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') reply('250-fake.smtp\r\n250 8BITMIME')
        else if (command === 'HELO' || command === 'MAIL' || command === 'RSET' || command === 'NOOP')
          reply('250 2.1.0 Ok')
        else if (command === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
          const refusal = refuse.get(address)
          if (refusal) reply(refusal)
          else {
            to.push(address)
            reply('250 2.1.5 Ok')
          }
        } else if (command === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Bye')
          socket.end()
        } else reply('502 5.5.2 Command not recognized')
      }
    })
  })

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ port, host: '127.0.0.1' }, () => {
        server.off('error', reject)
        resolve((server.address() as net.AddressInfo).port)
      })
    })
  const port = await listen(0)
  return {
    port,
    received,
    refuse,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
    start: async () => {
      await listen(port)
    },
  }
}
