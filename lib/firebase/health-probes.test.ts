jest.mock('server-only', () => ({}))

const getUser = jest.fn()
const get = jest.fn()
const doc = jest.fn(() => ({ get }))
const collection = jest.fn(() => ({ doc }))
jest.mock('@/lib/firebase/admin', () => ({
  adminAuth: () => ({ getUser }),
  adminDb: () => ({ collection }),
}))

import { probeAuth, probeFirestore } from './health-probes'

const codeError = (code: string) => Object.assign(new Error(code), { code })

beforeEach(() => jest.clearAllMocks())

describe('probeAuth', () => {
  it('takes "no such user" as Auth answering', async () => {
    getUser.mockRejectedValue(codeError('auth/user-not-found'))
    await expect(probeAuth()).resolves.toBeUndefined()
    expect(getUser).toHaveBeenCalledTimes(1)
  })

  it.each(['app/network-error', 'auth/internal-error', 'auth/invalid-credential'])(
    'takes %s as Auth being down',
    async (code) => {
      getUser.mockRejectedValue(codeError(code))
      await expect(probeAuth()).rejects.toThrow(code)
    },
  )
})

describe('probeFirestore', () => {
  it('reads one document', async () => {
    get.mockResolvedValue({ exists: false })
    await expect(probeFirestore()).resolves.toBeUndefined()
    expect(collection).toHaveBeenCalledWith('health')
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('fails when the read fails', async () => {
    get.mockRejectedValue(codeError('14 UNAVAILABLE'))
    await expect(probeFirestore()).rejects.toThrow('UNAVAILABLE')
  })
})
