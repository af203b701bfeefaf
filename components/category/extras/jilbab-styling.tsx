import { ExtrasSection } from './extras-section'

const tips = [
  {
    title: 'Choose your length',
    text: 'A one-piece jilbab should graze the ankle; for a two-piece, let the top fall to the fingertips so it moves with you.',
  },
  {
    title: 'Layer for the season',
    text: 'In summer, a breathable cotton or linen jilbab over a light underdress keeps you cool. In winter, add a fine knit beneath.',
  },
  {
    title: 'Frame the face',
    text: 'Let the hood sit just at the hairline and pin a contrasting underscarf beneath it for a neat, polished finish.',
  },
] as const

/** Jilbabs: three tips for wearing one well. */
export function JilbabStyling() {
  return (
    <ExtrasSection
      id="jilbab-styling"
      eyebrow="Wear it well"
      title="Styling Your Jilbab"
      intro="Full coverage never has to feel plain. Three small choices make a jilbab feel like your own."
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {tips.map((tip, index) => (
          <li key={tip.title} className="border-gold-300 border-t-2 pt-5">
            <p className="font-display text-gold-700 text-sm">Tip {index + 1}</p>
            <h3 className="font-display text-brand-900 mt-1 text-xl">{tip.title}</h3>
            <p className="text-ink/75 mt-2 text-sm leading-relaxed">{tip.text}</p>
          </li>
        ))}
      </ol>
    </ExtrasSection>
  )
}
