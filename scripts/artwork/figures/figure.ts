/** A whole figure wearing the garment its style names. */
import { drawAbaya } from '../garments/abaya'
import { drawDress } from '../garments/dress'
import { drawJilbab } from '../garments/jilbab'
import { drawKaftan } from '../garments/kaftan'
import { drawKhimarFigure } from '../garments/khimar'
import { drawTunic } from '../garments/tunic'
import { Doc } from '../svg-doc'
import type { FigureStyle } from './figure-style'

export function drawFigure(doc: Doc, s: FigureStyle): string {
  switch (s.kind) {
    case 'abaya':
      return drawAbaya(doc, s)
    case 'jilbab':
      return drawJilbab(doc, s)
    case 'kaftan':
      return drawKaftan(doc, s)
    case 'dress':
    case 'skirt':
      return drawDress(doc, s)
    case 'tunic':
      return drawTunic(doc, s)
    case 'khimar':
      return drawKhimarFigure(doc, s)
  }
}
