import { isJobRequest, jobsEnabled } from './job-secret'

const SECRET = 'a-long-random-secret-of-at-least-32-chars'

describe('scheduled job requests', () => {
  it('are accepted only with the exact bearer secret', () => {
    expect(isJobRequest(`Bearer ${SECRET}`, SECRET)).toBe(true)
    expect(isJobRequest(`Bearer ${SECRET}x`, SECRET)).toBe(false)
    expect(isJobRequest(SECRET, SECRET)).toBe(false)
    expect(isJobRequest(null, SECRET)).toBe(false)
  })

  it('are refused, whatever they send, when no secret (or a short one) is set', () => {
    expect(jobsEnabled(undefined)).toBe(false)
    expect(isJobRequest('Bearer ', undefined)).toBe(false)
    expect(isJobRequest('Bearer short', 'short')).toBe(false)
    expect(jobsEnabled(SECRET)).toBe(true)
  })
})
