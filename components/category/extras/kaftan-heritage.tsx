import Link from '@/components/i18n/locale-link'
import { guideLinks } from './guide-links'
import { extrasButtonClass } from './link-styles'
import { ExtrasSection } from './extras-section'

/** Kaftans: a short history, and the way to the full story. */
export function KaftanHeritage() {
  return (
    <ExtrasSection id="kaftan-heritage" eyebrow="Our story" title="From Heritage to Modern Day" tone="tinted">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-end">
        <div className="text-ink/80 space-y-4 text-base leading-relaxed">
          <p>
            The kaftan travelled from the courts of Persia and the Ottoman sultans along the old trade routes,
            gathering embroidery, braid and mirror work wherever it went.
          </p>
          <p>
            Ours keep what made it last, an easy and generous shape that flatters everyone, and bring it to
            today: light cotton for warm afternoons, and beaded, zari-worked pieces for Eid and evening
            dawats.
          </p>
        </div>
        <div className="lg:text-end">
          <Link href={guideLinks.kaftanStory} className={extrasButtonClass}>
            Read Our Story
          </Link>
        </div>
      </div>
    </ExtrasSection>
  )
}
