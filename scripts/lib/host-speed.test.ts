import { hostSpeedLine } from './host-speed.mjs'

describe('hostSpeedLine', () => {
  it('reports the median index of every audit with its range', () => {
    const line = hostSpeedLine([
      { benchmarkIndexes: [1210.4, 980.2, 1405.9] },
      { benchmarkIndexes: [1100.6] },
      { benchmarkIndexes: [1302] },
    ])
    expect(line).toMatch(/^Host CPU: Lighthouse BenchmarkIndex 1210 \(median of 5 audits, 980–1406\)\./)
  })

  it('leaves out audits that recorded no index, and says nothing when none did', () => {
    expect(hostSpeedLine([{ benchmarkIndexes: [Number.NaN, 1500] }, {}])).toMatch(
      /BenchmarkIndex 1500 \(median of 1 audit, 1500–1500\)/,
    )
    expect(hostSpeedLine([{}, { benchmarkIndexes: [Number.NaN] }])).toBeUndefined()
  })
})
