import { getTexts } from '@/lib/i18n/server-locale'
import { ExtrasSection } from './extras-section'
import { extrasTexts } from './extras-texts'

/** Jilbabs: three tips for wearing one well. */
export async function JilbabStyling() {
  const texts = (await getTexts(extrasTexts)).jilbabs
  return (
    <ExtrasSection id="jilbab-styling" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro}>
      <ol className="grid gap-6 md:grid-cols-3">
        {texts.tips.map((tip, index) => (
          <li key={tip.title} className="border-gold-300 border-t-2 pt-5">
            <p className="font-display text-gold-700 text-sm">{texts.tip(index + 1)}</p>
            <h3 className="font-display text-brand-900 mt-1 text-xl">{tip.title}</h3>
            <p className="text-ink/75 mt-2 text-sm leading-relaxed">{tip.text}</p>
          </li>
        ))}
      </ol>
    </ExtrasSection>
  )
}
