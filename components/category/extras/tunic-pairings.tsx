import Link from '@/components/i18n/locale-link'
import { getTexts } from '@/lib/i18n/server-locale'
import { guideLinks } from './guide-links'
import { extrasButtonClass } from './link-styles'
import { ExtrasSection } from './extras-section'
import { extrasTexts } from './extras-texts'

/** Tunics: what to wear them with, and what every one has. */
export async function TunicPairings() {
  const texts = (await getTexts(extrasTexts)).tunics
  return (
    <ExtrasSection
      id="tunic-pairings"
      eyebrow={texts.eyebrow}
      title={texts.title}
      intro={texts.intro}
      tone="tinted"
    >
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <ul className="grid gap-5 sm:grid-cols-3">
            {texts.pairings.map((pairing) => (
              <li key={pairing.title} className="ring-brand-100 rounded-2xl bg-white p-5 shadow-sm ring-1">
                <h3 className="font-display text-brand-900 text-lg">{pairing.title}</h3>
                <p className="text-ink/75 mt-2 text-sm leading-relaxed">{pairing.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Link href={guideLinks.tunicStyling} className={extrasButtonClass}>
              {texts.styleGuide}
            </Link>
          </div>
        </div>
        <div>
          <h3 className="font-display text-brand-900 text-xl">{texts.featuresTitle}</h3>
          <ul className="mt-4 space-y-3">
            {texts.features.map((feature) => (
              <li key={feature} className="text-ink/80 flex gap-3 text-sm">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="text-gold-700 mt-0.5 size-4 shrink-0"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ExtrasSection>
  )
}
