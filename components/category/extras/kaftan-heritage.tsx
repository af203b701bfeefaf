import Link from '@/components/i18n/locale-link'
import { getTexts } from '@/lib/i18n/server-locale'
import { guideLinks } from './guide-links'
import { extrasButtonClass } from './link-styles'
import { ExtrasSection } from './extras-section'
import { extrasTexts } from './extras-texts'

/** Kaftans: a short history, and the way to the full story. */
export async function KaftanHeritage() {
  const texts = (await getTexts(extrasTexts)).kaftans
  return (
    <ExtrasSection id="kaftan-heritage" eyebrow={texts.eyebrow} title={texts.title} tone="tinted">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-end">
        <div className="text-ink/80 space-y-4 text-base leading-relaxed">
          <p>{texts.history}</p>
          <p>{texts.today}</p>
        </div>
        <div className="lg:text-end">
          <Link href={guideLinks.kaftanStory} className={extrasButtonClass}>
            {texts.readStory}
          </Link>
        </div>
      </div>
    </ExtrasSection>
  )
}
