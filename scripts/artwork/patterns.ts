/** Repeating prints for fabric (dots, stripes, florals…) and the jali lattice of the backdrops. */
import { GOLD } from './palette'
import { Doc, f } from './svg-doc'

export type PrintKind = 'dots' | 'stripes' | 'floral' | 'paisley' | 'tile' | 'chevron'

export function printPattern(doc: Doc, kind: PrintKind, ink: string, scale = 1): string {
  const s = scale
  switch (kind) {
    case 'dots':
      return doc.pattern(
        22 * s,
        22 * s,
        `<circle cx="${f(5 * s)}" cy="${f(5 * s)}" r="${f(2.2 * s)}" fill="${ink}"/><circle cx="${f(16 * s)}" cy="${f(16 * s)}" r="${f(2.2 * s)}" fill="${ink}"/>`,
      )
    case 'stripes':
      return doc.pattern(
        28 * s,
        10,
        `<rect width="${f(9 * s)}" height="10" fill="${ink}"/><rect x="${f(14 * s)}" width="${f(2 * s)}" height="10" fill="${ink}"/>`,
      )
    case 'floral': {
      const petals = [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<ellipse cx="${f(14 * s)}" cy="${f(9 * s)}" rx="${f(3 * s)}" ry="${f(5 * s)}" transform="rotate(${a} ${f(14 * s)} ${f(14 * s)})" fill="${ink}"/>`,
        )
        .join('')
      return doc.pattern(
        40 * s,
        40 * s,
        `${petals}<circle cx="${f(14 * s)}" cy="${f(14 * s)}" r="${f(2.4 * s)}" fill="${GOLD}"/><path d="M${f(30 * s)} ${f(30 * s)}q${f(5 * s)} ${f(-6 * s)} ${f(9 * s)} ${f(-2 * s)}q${f(-4 * s)} ${f(6 * s)} ${f(-9 * s)} ${f(2 * s)}z" fill="${ink}" opacity=".7"/>`,
        'rotate(12)',
      )
    }
    case 'paisley':
      return doc.pattern(
        46 * s,
        46 * s,
        `<path d="M${f(12 * s)} ${f(30 * s)}c${f(-8 * s)} ${f(-4 * s)} ${f(-6 * s)} ${f(-18 * s)} ${f(6 * s)} ${f(-20 * s)}c${f(10 * s)} ${f(-2 * s)} ${f(12 * s)} ${f(10 * s)} ${f(4 * s)} ${f(14 * s)}c${f(6 * s)} ${f(2 * s)} ${f(10 * s)} ${f(-4 * s)} ${f(8 * s)} ${f(-10 * s)}" fill="none" stroke="${ink}" stroke-width="${f(2 * s)}"/><circle cx="${f(17 * s)}" cy="${f(22 * s)}" r="${f(2.5 * s)}" fill="${ink}"/><circle cx="${f(36 * s)}" cy="${f(38 * s)}" r="${f(1.8 * s)}" fill="${ink}"/>`,
        'rotate(-8)',
      )
    case 'tile':
      return doc.pattern(
        36 * s,
        36 * s,
        `<path d="M${f(18 * s)} ${f(3 * s)}L${f(33 * s)} ${f(18 * s)}L${f(18 * s)} ${f(33 * s)}L${f(3 * s)} ${f(18 * s)}Z" fill="none" stroke="${ink}" stroke-width="${f(2 * s)}"/><circle cx="${f(18 * s)}" cy="${f(18 * s)}" r="${f(4 * s)}" fill="${ink}"/><circle cx="0" cy="0" r="${f(3 * s)}" fill="${ink}"/><circle cx="${f(36 * s)}" cy="${f(36 * s)}" r="${f(3 * s)}" fill="${ink}"/>`,
      )
    case 'chevron':
      return doc.pattern(
        30 * s,
        20 * s,
        `<path d="M0 ${f(14 * s)}L${f(15 * s)} ${f(4 * s)}L${f(30 * s)} ${f(14 * s)}" fill="none" stroke="${ink}" stroke-width="${f(3 * s)}"/>`,
      )
  }
}

/** The eight-point-star lattice (jali) that sits faintly behind products. */
export function jali(doc: Doc, ink: string, size = 56): string {
  const h = size / 2
  const q = size * 0.3
  return doc.pattern(
    size,
    size,
    `<g fill="none" stroke="${ink}" stroke-width="1.2"><rect x="${f(h - q)}" y="${f(h - q)}" width="${f(q * 2)}" height="${f(q * 2)}"/><rect x="${f(h - q)}" y="${f(h - q)}" width="${f(q * 2)}" height="${f(q * 2)}" transform="rotate(45 ${f(h)} ${f(h)})"/><path d="M0 0L${f(h - q * 1.2)} ${f(h - q * 1.2)}M${f(size)} 0L${f(h + q * 1.2)} ${f(h - q * 1.2)}M0 ${f(size)}L${f(h - q * 1.2)} ${f(h + q * 1.2)}M${f(size)} ${f(size)}L${f(h + q * 1.2)} ${f(h + q * 1.2)}"/></g>`,
  )
}
