import type { CategorySlug } from '@/data/schemas'
import { AbayaValues } from './extras/abaya-values'
import { JilbabStyling } from './extras/jilbab-styling'
import { KaftanHeritage } from './extras/kaftan-heritage'
import { LongDressOccasions } from './extras/long-dress-occasions'
import { TunicPairings } from './extras/tunic-pairings'

const extras: Partial<Record<CategorySlug, () => Promise<React.JSX.Element>>> = {
  abayas: AbayaValues,
  jilbabs: JilbabStyling,
  kaftans: KaftanHeritage,
  'long-dresses': LongDressOccasions,
  tunics: TunicPairings,
}

/** The extra section some categories carry below their products (the specification names five). */
export function CategoryExtras({ slug }: { slug: CategorySlug }) {
  const Extra = extras[slug]
  return Extra ? <Extra /> : null
}
