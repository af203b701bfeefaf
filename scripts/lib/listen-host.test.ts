import { lookup } from 'node:dns/promises'
import { listenHost, LOOPBACK } from './listen-host.mjs'

describe('listenHost', () => {
  it('keeps the emulator-mode shop on this machine: its emulators accept unsigned tokens', async () => {
    expect(listenHost({ emulators: true }, {})).toBe(LOOPBACK)
    // The name stands for a loopback address only, never a network interface.
    const addresses = await lookup(LOOPBACK, { all: true })
    for (const { address } of addresses) expect(address).toMatch(/^(?:127\.|::1$)/)
  })

  it('opens to the network only when asked', () => {
    expect(listenHost({ emulators: true }, { SHOP_LISTEN_HOST: '0.0.0.0' })).toBe('0.0.0.0')
    expect(listenHost({ emulators: true }, { SHOP_LISTEN_HOST: '  ' })).toBe(LOOPBACK)
  })

  it('listens everywhere with a real Firebase project, as a deployed server does', () => {
    expect(listenHost({ emulators: false }, {})).toBe('0.0.0.0')
  })
})
