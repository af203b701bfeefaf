/**
 * How `npm run bench` prints its figures: plain-text tables and the few number formats they share.
 */
import { CPU_PROCESSES } from './bench-cpu.mjs'

export const formatRate = (value) =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1).replace(/\.0$/, '')
export const formatRatio = (value) => (value >= 0.1 ? value.toFixed(2) : value.toFixed(3))
export const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`

/** The CPU columns' headings, in CPU_PROCESSES order. */
export const CPU_HEADINGS = ['Next CPU s', 'Auth CPU s', 'Firestore CPU s', 'Next ms/req']

/**
 * A row's CPU cells: seconds per process, then Next's milliseconds per request the row sent (what one page
 * view or order costs the server). Blank when nothing was measured (--base-url: not our processes).
 */
export function cpuCells(cpu, requests) {
  if (!cpu) return CPU_HEADINGS.map(() => '')
  const perProcess = CPU_PROCESSES.map((name) => (cpu[name] === undefined ? '' : cpu[name].toFixed(2)))
  const perRequest = cpu.next !== undefined && requests > 0 ? ((cpu.next * 1000) / requests).toFixed(1) : ''
  return [...perProcess, perRequest]
}

/** A plain-text table: right-aligned numbers, left-aligned text. */
export function printTable(headings, rows, rightAligned) {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells) =>
    cells
      .map((cell, column) =>
        rightAligned.has(column)
          ? String(cell).padStart(widths[column])
          : String(cell).padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd()
  console.log(line(headings))
  console.log(line(widths.map((width) => '─'.repeat(width))))
  for (const row of rows) console.log(line(row))
}

/** Column numbers from `from` to `to`, both included: the right-aligned ones of a table. */
export const columns = (from, to) =>
  new Set(Array.from({ length: to - from + 1 }, (_, index) => from + index))
