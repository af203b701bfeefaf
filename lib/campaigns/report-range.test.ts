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

  it('keeps a range of millennia to its last 366 days without listing them all (it used to hold the server for seconds)', () => {
    const view = reportView({ from: '0000-01-01', to: '9999-12-31' }, NOW)
    expect(view.to).toBe('9999-12-31')
    expect(view.from).toBe('9998-12-31')
    const days = rangeDays('0000-01-01', '9999-12-31')
    expect(days).toHaveLength(366)
    expect(days[0]).toBe('9998-12-31')
    expect(days.at(-1)).toBe('9999-12-31')
  })
})
