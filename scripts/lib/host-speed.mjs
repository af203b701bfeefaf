/**
 * The host's CPU speed over a bench run's Lighthouse audits, as Lighthouse measured it before each load (its
 * BenchmarkIndex, "CPU/Memory Power" in its report). Lighthouse's 4× CPU slowdown multiplies the host's own
 * task times, so on a slower host every main-thread figure (TBT, main-thread time, a score) comes out higher
 * for the same page: figures from two machines only compare beside this line.
 */

/**
 * Lighthouse's bracket for a high-end desktop, the host its default 4× slowdown is meant for
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Benchmarking CPU Power").
 */
const HIGH_END_DESKTOP_INDEX = '1,500–2,000'

const audits = (count) => `${count} ${count === 1 ? 'audit' : 'audits'}`

/**
 * One line for the bench's report: the median BenchmarkIndex of every audit in `rows`, with its range, or
 * `undefined` when no audit recorded one.
 *
 * @param {{ benchmarkIndexes?: number[] }[]} rows
 * @returns {string | undefined}
 */
export function hostSpeedLine(rows) {
  const indexes = rows
    .flatMap((row) => row.benchmarkIndexes ?? [])
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  if (indexes.length === 0) return undefined
  const median = indexes[Math.floor(indexes.length / 2)]
  return (
    `Host CPU: Lighthouse BenchmarkIndex ${Math.round(median)} (median of ${audits(indexes.length)}, ` +
    `${Math.round(indexes[0])}–${Math.round(indexes.at(-1))}). Its 4× CPU slowdown is meant for a high-end ` +
    `desktop (${HIGH_END_DESKTOP_INDEX}); on a slower host TBT, main-thread time and scores come out worse ` +
    'for the same page, so compare figures across machines only with this line.'
  )
}
