import Link from '@/components/i18n/locale-link'
import { getTexts } from '@/lib/i18n/server-locale'
import { guideLinks } from './guide-links'
import { extrasButtonClass } from './link-styles'
import { ExtrasSection } from './extras-section'
import { extrasTexts } from './extras-texts'

/** Long dresses: where to wear them, and four styling tips. */
export async function LongDressOccasions() {
  const texts = (await getTexts(extrasTexts)).longDresses
  return (
    <>
      <ExtrasSection
        id="long-dress-occasions"
        eyebrow={texts.eyebrow}
        title={texts.title}
        intro={texts.intro}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {texts.occasions.map((occasion) => (
            <li
              key={occasion.title}
              className="from-brand-700 to-brand-900 rounded-2xl bg-gradient-to-br p-6 text-white shadow-sm"
            >
              <h3 className="font-display text-xl">{occasion.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-white/85">{occasion.text}</p>
            </li>
          ))}
        </ul>
      </ExtrasSection>
      <ExtrasSection id="long-dress-tips" eyebrow={texts.tipsEyebrow} title={texts.tipsTitle} tone="tinted">
        <ol className="grid gap-6 sm:grid-cols-2">
          {texts.tips.map((tip, index) => (
            <li key={tip} className="flex gap-4">
              <span
                aria-hidden="true"
                className="bg-gold-300 font-display text-brand-950 flex size-10 shrink-0 items-center justify-center rounded-full text-lg"
              >
                {index + 1}
              </span>
              <p className="text-ink/80 pt-2 text-sm leading-relaxed">{tip}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10">
          <Link href={guideLinks.occasionStyling} className={extrasButtonClass}>
            {texts.styleGuide}
          </Link>
        </div>
      </ExtrasSection>
    </>
  )
}
