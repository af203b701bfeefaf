export const LOOPBACK: 'localhost'
export function listenHost(options: { emulators: boolean }, env?: Record<string, string | undefined>): string
