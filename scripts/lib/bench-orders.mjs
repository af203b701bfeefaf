/**
 * The place-order rows of `npm run bench`: how fast the shop places orders, and whether it sells exactly
 * what it has when many want the last units.
 *
 * - Throughput: 20 guests at a time, each ordering a different product (its own stock document, so the rows
 *   measure placing orders rather than waiting on one hot document), for the row's duration. Every order is
 *   a new guest: fresh bag cookie, mobile number, e-mail, idempotency key and client address.
 * - Contention: 50 guests at once for the last 10 units of one product. Exactly 10 must be placed and 40
 *   told it is sold out, with none failing, and the stock must end at 0.
 *
 * Stock is set through the emulator before each row and put back afterwards. The shop counts guest orders
 * per client address (lib/rate-limit/rules.ts: 120 presses an hour, and 5 unconfirmed orders at once), so on a loopback server each guest sends from a
 * loopback address of its own (Linux answers the whole of 127.0.0.0/8), as phones would from theirs.
 */
import { randomInt } from 'node:crypto'

import { findPlaceOrderActionId, placeGuestOrder } from './bench-action.mjs'
import { withCpu } from './bench-cpu.mjs'

/** 20 products with their stock documents, each in a colour and size it comes in (data/products.ts). */
const THROUGHPUT_LINES = [
  [3, 'Beige', 'S'],
  [4, 'Black', 'S'],
  [5, 'Blush', 'XS'],
  [6, 'Emerald', 'M'],
  [7, 'Grey', 'XS'],
  [8, 'Navy', 'S'],
  [101, 'White', 'S'],
  [102, 'Black', 'S'],
  [103, 'Beige', 'M'],
  [104, 'Black', 'XS'],
  [105, 'Emerald', 'S'],
  [106, 'Navy', 'XS'],
  [107, 'Grey', 'S'],
  [108, 'Burgundy', 'M'],
  [201, 'White', 'S'],
  [202, 'Emerald', 'S'],
  [203, 'Black', 'M'],
  [204, 'Beige', 'XS'],
  [205, 'Blush', 'S'],
  [206, 'Emerald', 'S'],
].map(([productId, color, size]) => ({ productId, color, size }))
const CONTENDED_LINE = { productId: 301, color: 'Beige', size: 'XS' }
/** Far more than a row can sell, so the throughput row never runs out. */
const PLENTY = 1_000_000
export const CONTENTION = { guests: 50, units: 10 }
const WARM_UP_ORDERS = 5

/**
 * Numbers each guest of the run: its e-mail, a mobile number (03 and nine digits) and, on loopback, an
 * address in a 127.x block picked for this run (a server already running keeps its counters between runs).
 */
function guestMaker(baseUrl) {
  const loopback = /^(127\.\d+\.\d+\.\d+|localhost)$/.test(new URL(baseUrl).hostname)
  const block = randomInt(10, 250)
  const mobileBase = randomInt(100_000_000, 800_000_000)
  const run = Date.now().toString(36)
  let count = 0
  return () => {
    count += 1
    return {
      guest: `bench-guest-${run}-${count}`,
      mobile: `03${mobileBase + count}`,
      localAddress: loopback
        ? `127.${block}.${Math.floor(count / 250) % 250}.${(count % 250) + 1}`
        : undefined,
    }
  }
}

const percentile = (sorted, fraction) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))])

/** Counts the answers of a row: placed, sold out, errors (by reason) and latencies. */
function tally(answers, seconds) {
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const errors = new Map()
  for (const answer of answers.filter((each) => each.outcome === 'error')) {
    errors.set(answer.detail, (errors.get(answer.detail) ?? 0) + 1)
  }
  const placedIds = answers.filter((answer) => answer.outcome === 'placed').map((answer) => answer.orderId)
  return {
    attempts: answers.length,
    placed: placedIds.length,
    placedIds,
    soldOut: answers.filter((answer) => answer.outcome === 'sold-out').length,
    errors: [...errors.values()].reduce((sum, count) => sum + count, 0),
    errorReasons: [...errors].map(([reason, count]) => `${count}× ${reason}`),
    ordersPerSecond: seconds > 0 ? placedIds.length / seconds : 0,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    seconds,
  }
}

/** 20 guests at a time, one product each, for `durationSeconds`; a new guest for every order. */
async function throughputRow({ baseUrl, actionId, db, cpu, durationSeconds, nextGuest }) {
  const restore = await db.takeOverStock(THROUGHPUT_LINES.map((line) => line.productId))
  try {
    // A few orders first, not measured, so the measured ones do not pay for loading the action's code.
    // The stock is set afterwards, which keeps the check below exact.
    for (const line of THROUGHPUT_LINES.slice(0, WARM_UP_ORDERS)) {
      await placeGuestOrder({ baseUrl, actionId, line, ...nextGuest() })
    }
    await Promise.all(THROUGHPUT_LINES.map((line) => db.setStock(line, PLENTY)))
    const answers = []
    const started = performance.now()
    const deadline = started + durationSeconds * 1000
    const { cpu: used } = await withCpu(cpu, () =>
      Promise.all(
        THROUGHPUT_LINES.map(async (line) => {
          while (performance.now() < deadline) {
            answers.push(await placeGuestOrder({ baseUrl, actionId, line, ...nextGuest() }))
          }
        }),
      ),
    )
    const { placedIds, ...row } = tally(answers, (performance.now() - started) / 1000)
    // What the shop said against what it wrote: every placed order exists, and the stock went down by one
    // for each.
    const existing = await db.countExisting(placedIds)
    const stocks = await Promise.all(THROUGHPUT_LINES.map((line) => db.stockOf(line.productId)))
    const sold = stocks.reduce((sum, stock) => sum + (PLENTY - (stock ?? PLENTY)), 0)
    const right = existing === row.placed && sold === row.placed && row.errors === 0
    return {
      ...row,
      name: `place order (${THROUGHPUT_LINES.length} guests, ${THROUGHPUT_LINES.length} products)`,
      guests: THROUGHPUT_LINES.length,
      cpu: used,
      check: `${right ? 'OK' : 'WRONG'}: ${existing} orders stored, stock down by ${sold}`,
      right,
    }
  } finally {
    await restore()
  }
}

/** CONTENTION.guests guests at once for the last CONTENTION.units units of one product. */
async function contentionRow({ baseUrl, actionId, db, cpu, nextGuest }) {
  const line = CONTENDED_LINE
  const restore = await db.takeOverStock([line.productId])
  try {
    await db.setStock(line, CONTENTION.units)
    const guests = Array.from({ length: CONTENTION.guests }, nextGuest)
    const started = performance.now()
    const { result: answers, cpu: used } = await withCpu(cpu, () =>
      Promise.all(guests.map((guest) => placeGuestOrder({ baseUrl, actionId, line, ...guest }))),
    )
    const { placedIds, ...row } = tally(answers, (performance.now() - started) / 1000)
    const stockAfter = await db.stockOf(line.productId)
    const existing = await db.countExisting(placedIds)
    const right =
      row.placed === CONTENTION.units &&
      row.soldOut === CONTENTION.guests - CONTENTION.units &&
      row.errors === 0 &&
      stockAfter === 0 &&
      existing === row.placed
    return {
      ...row,
      name: `last ${CONTENTION.units} units (${CONTENTION.guests} guests at once)`,
      contention: true,
      guests: CONTENTION.guests,
      cpu: used,
      stockAfter,
      check:
        `${right ? 'OK' : 'WRONG'}: placed ${row.placed} (want ${CONTENTION.units}), sold out ${row.soldOut} ` +
        `(want ${CONTENTION.guests - CONTENTION.units}), errors ${row.errors} (want 0), stock after ` +
        `${stockAfter ?? 'no document'} (want 0), ${existing} orders stored`,
      right,
    }
  } finally {
    await restore()
  }
}

/**
 * Both rows, one after the other. `db` is scripts/lib/bench-firestore.mjs's connection to the shop's
 * emulator, `cpu` a meter (scripts/lib/bench-cpu.mjs) or undefined.
 *
 * @returns {Promise<object[]>}
 */
export async function measureOrders({ baseUrl, db, cpu, durationSeconds }) {
  const actionId = await findPlaceOrderActionId(baseUrl, CONTENDED_LINE)
  const nextGuest = guestMaker(baseUrl)
  const context = { baseUrl, actionId, db, cpu, durationSeconds, nextGuest }
  console.log(`  place order: ${THROUGHPUT_LINES.length} guests at a time for ${durationSeconds} s…`)
  const throughput = await throughputRow(context)
  console.log(`  place order: ${CONTENTION.guests} guests at once for the last ${CONTENTION.units} units…`)
  const contention = await contentionRow(context)
  return [throughput, contention]
}
