/**
 * The phone targets (issue 56), checked against the Lighthouse rows of one run: for `/`, a listing, a product
 * and `/sale`, LCP within 1.15 × the "ref + stylesheet + picture" row's, TBT within 1.5 × the bare
 * reference's, at most 300 KiB transferred, CLS at most 0.02 and a performance score of at least 90; for each
 * personal shell (guest and signed in), CLS at most 0.02.
 */
import { columns, kib, printTable } from './bench-table.mjs'

const CATALOGUE_TARGET_PATHS = ['/', '/clothing/abayas', '/product/1', '/sale']
const PERSONAL_TARGET_PATHS = ['/cart', '/wishlist', '/checkout', '/account']
const REFERENCE_LABEL = 'hello world (ref)'
const STYLED_REFERENCE_LABEL = 'ref + stylesheet + picture'

export const TARGETS = {
  lcpOfStyledReference: 1.15,
  tbtOfReference: 1.5,
  transferBytes: 300 * 1024,
  cls: 0.02,
  score: 90,
}

/** Each target page's figures beside its limits, and whether it meets them; undefined without the references. */
export function phoneTargetRows(rows) {
  const done = rows.filter((row) => !row.error)
  const reference = done.find((row) => row.path === REFERENCE_LABEL)
  const styled = done.find((row) => row.path === STYLED_REFERENCE_LABEL)
  const lcpLimit = styled ? styled.lcpMs * TARGETS.lcpOfStyledReference : undefined
  const tbtLimit = reference ? reference.tbtMs * TARGETS.tbtOfReference : undefined
  const catalogue = done
    .filter((row) => CATALOGUE_TARGET_PATHS.includes(row.path))
    .map((row) => {
      const misses = []
      if (lcpLimit === undefined || row.lcpMs > lcpLimit) misses.push('LCP')
      if (tbtLimit === undefined || row.tbtMs > tbtLimit) misses.push('TBT')
      if (row.transferBytes > TARGETS.transferBytes) misses.push('transfer')
      if (row.cls > TARGETS.cls) misses.push('CLS')
      if (row.score < TARGETS.score) misses.push('score')
      return { row, misses }
    })
  const personal = done
    .filter((row) => PERSONAL_TARGET_PATHS.includes(row.path.replace(/ \(signed in\)$/, '')))
    .map((row) => ({ row, misses: row.cls > TARGETS.cls ? ['CLS'] : [] }))
  return { lcpLimit, tbtLimit, catalogue, personal }
}

export function printPhoneTargets(rows) {
  const { lcpLimit, tbtLimit, catalogue, personal } = phoneTargetRows(rows)
  const limit = (ms, unit) => (ms === undefined ? 'no reference' : unit(ms))
  console.log(
    `\nPhone targets (issue 56), this run: LCP ≤ ${TARGETS.lcpOfStyledReference} × "${STYLED_REFERENCE_LABEL}" = ` +
      `${limit(lcpLimit, (ms) => `${(ms / 1000).toFixed(2)} s`)}; TBT ≤ ${TARGETS.tbtOfReference} × reference = ` +
      `${limit(tbtLimit, (ms) => `${Math.round(ms)} ms`)}; transfer ≤ ${kib(TARGETS.transferBytes)}; ` +
      `CLS ≤ ${TARGETS.cls}; score ≥ ${TARGETS.score}. Personal shells: CLS ≤ ${TARGETS.cls}\n`,
  )
  printTable(
    ['Page', 'LCP', 'TBT', 'Transfer', 'CLS', 'Score', 'Meets'],
    [...catalogue, ...personal].map(({ row, misses }) => [
      row.path,
      `${(row.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(row.tbtMs)} ms`,
      kib(row.transferBytes),
      row.cls.toFixed(3),
      String(row.score),
      misses.length === 0 ? 'yes' : `no: ${misses.join(', ')}`,
    ]),
    new Set(columns(1, 5)),
  )
}
