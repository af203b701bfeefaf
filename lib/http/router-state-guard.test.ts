import { isMalformedRouterState } from './router-state-guard'

describe('the router state header of an RSC request', () => {
  it('passes what Next sends, and a request without one', () => {
    const state = ['', { children: ['search', { children: ['__PAGE__', {}] }] }, null, null, 1]
    expect(isMalformedRouterState(encodeURIComponent(JSON.stringify(state)))).toBe(false)
    expect(isMalformedRouterState(null)).toBe(false)
  })

  it('flags what Next would answer with a 500: not JSON, not a router state, or far too large', () => {
    for (const value of ['x', '%E0%A4%A', encodeURIComponent('{"a":1}'), encodeURIComponent('[1,2]')]) {
      expect(isMalformedRouterState(value)).toBe(true)
    }
    expect(isMalformedRouterState('['.repeat(50_000))).toBe(true)
  })
})
