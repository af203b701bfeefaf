import { rangeDays, reportView } from './report-range'

const NOW = new Date('2026-12-06T12:00:00.000Z')

describe('reportView', () => {
  it('shows the last 30 shop days by delivered revenue unless told otherwise', () => {
    expect(reportView({}, NOW)).toEqual({
      from: '2026-11-07',
      to: '2026-12-06',
      sort: 'deliveredRevenue',
      direction: 'desc',
    })
  })

  it('reads a range, a column and a direction, and turns a range round', () => {
    expect(reportView({ from: '2026-12-06', to: '2026-12-01', sort: 'landings', dir: 'asc' }, NOW)).toEqual({
      from: '2026-12-01',
      to: '2026-12-06',
      sort: 'landings',
      direction: 'asc',
    })
  })

  it('ignores what it cannot read and keeps a range to a year', () => {
    expect(reportView({ from: '2026-02-30', sort: 'hack' }, NOW).sort).toBe('deliveredRevenue')
    expect(
      rangeDays(reportView({ from: '2020-01-01', to: '2026-12-06' }, NOW).from, '2026-12-06'),
    ).toHaveLength(366)
  })
})
