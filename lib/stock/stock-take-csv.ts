import type { Product } from '@/data/schemas'
import { variantKey, variantLabel, variantsOf } from './variants'

/**
 * A stock-take's counted figures as CSV, one variant a line:
 *
 *     product_id,colour,size,counted
 *     1,Black,M,4
 *     1501,,,12
 *
 * The colour and size are left empty where the product has none. The header is required (so a file of
 * another shape is refused whole, not misread), quotes around a field are allowed, blank lines are skipped.
 * Every line that cannot be applied is refused with its line number and the reason in plain words; the
 * others are kept for the preview. Pure: the catalogue is passed in.
 */
export const STOCK_TAKE_HEADER = ['product_id', 'colour', 'size', 'counted'] as const
export const MAX_STOCK_TAKE_LINES = 5000
export const MAX_COUNTED = 10_000

export type StockTakeLine = { line: number; productId: number; key: string; label: string; counted: number }
export type StockTakeError = { line: number; message: string }
export type StockTake = { lines: StockTakeLine[]; errors: StockTakeError[] }

function cells(text: string): string[] {
  return text.split(',').map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  )
}

export function parseStockTake(text: string, catalogue: readonly Product[]): StockTake {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = cells(rows[0] ?? '').map((cell) => cell.toLowerCase())
  const headerOk =
    header.length === STOCK_TAKE_HEADER.length &&
    STOCK_TAKE_HEADER.every(
      (name, index) => header[index] === name || (name === 'colour' && header[index] === 'color'),
    )
  if (!headerOk) {
    return {
      lines: [],
      errors: [{ line: 1, message: `The first line must be: ${STOCK_TAKE_HEADER.join(',')}` }],
    }
  }
  if (rows.length - 1 > MAX_STOCK_TAKE_LINES) {
    return { lines: [], errors: [{ line: 1, message: `At most ${MAX_STOCK_TAKE_LINES} lines in one file.` }] }
  }
  const byId = new Map(catalogue.map((product) => [product.id, product]))
  const seen = new Map<string, number>()
  const take: StockTake = { lines: [], errors: [] }
  rows.slice(1).forEach((row, index) => {
    const line = index + 2
    if (row.trim() === '') return
    const refuse = (message: string) => take.errors.push({ line, message: `Line ${line}: ${message}` })
    const fields = cells(row)
    if (fields.length !== 4)
      return refuse(`expected 4 fields (product_id,colour,size,counted), found ${fields.length}.`)
    const [idText = '', color = '', size = '', countedText = ''] = fields
    if (!/^\d{1,6}$/.test(idText)) return refuse(`"${idText}" is not a product id.`)
    const product = byId.get(Number(idText))
    if (!product) return refuse(`no product ${idText} in the catalogue.`)
    const colors = product.colors.map((c) => c.name as string)
    if (color === '' && colors.length > 0)
      return refuse(`${product.name} needs a colour (${colors.join(', ')}).`)
    if (color !== '' && !colors.includes(color)) {
      return refuse(
        colors.length === 0
          ? `${product.name} has no colours; leave the colour empty.`
          : `${product.name} has no colour ${color} (it comes in ${colors.join(', ')}).`,
      )
    }
    const sizes = product.sizes as readonly string[]
    if (size === '' && sizes.length > 0) return refuse(`${product.name} needs a size (${sizes.join(', ')}).`)
    if (size !== '' && !sizes.includes(size)) {
      return refuse(
        sizes.length === 0
          ? `${product.name} has no sizes; leave the size empty.`
          : `${product.name} has no size ${size} (it comes in ${sizes.join(', ')}).`,
      )
    }
    if (!/^\d{1,5}$/.test(countedText) || Number(countedText) > MAX_COUNTED) {
      return refuse(`"${countedText}" is not a count (a whole number from 0 to ${MAX_COUNTED}).`)
    }
    const key = variantKey(color || null, size || null)
    const known = variantsOf(product).find((variant) => variant.key === key)
    if (!known) return refuse(`${product.name} has no variant ${color} ${size}.`)
    const earlier = seen.get(`${product.id}|${key}`)
    if (earlier)
      return refuse(`${product.name} ${variantLabel(known)} is already counted on line ${earlier}.`)
    seen.set(`${product.id}|${key}`, line)
    take.lines.push({
      line,
      productId: product.id,
      key,
      label: variantLabel(known),
      counted: Number(countedText),
    })
  })
  return take
}
