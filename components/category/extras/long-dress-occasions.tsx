import Link from '@/components/i18n/locale-link'
import { guideLinks } from './guide-links'
import { extrasButtonClass } from './link-styles'
import { ExtrasSection } from './extras-section'

const occasions = [
  {
    title: 'Everyday Ease',
    text: 'Soft cotton and jersey maxis for errands, school runs and long days on your feet.',
  },
  {
    title: 'At the Office',
    text: 'Crepe and pleated styles with clean lines that pair with a blazer and a neat hijab.',
  },
  {
    title: 'Weddings & Eid',
    text: 'Flowing chiffon and embellished silk that photograph beautifully and move with you.',
  },
  {
    title: 'Evening Dawats',
    text: 'Rich jewel tones and wrap silhouettes for dinners with family and friends.',
  },
] as const

const tips = [
  'Define the waist with a slim belt to give a flowing dress shape without losing any coverage.',
  'Match the hijab to a colour in the print, or choose one shade lighter for a soft, tonal look.',
  'Layer a longline cardigan or open abaya over a sleeveless style to make it fully modest.',
  'Keep hems just above the floor and pair them with block heels or flats you can walk in all day.',
] as const

/** Long dresses: where to wear them, and four styling tips. */
export function LongDressOccasions() {
  return (
    <>
      <ExtrasSection
        id="long-dress-occasions"
        eyebrow="Dress for the day"
        title="A Long Dress for Every Occasion"
        intro="From the school gate to the wedding hall, there is a long dress in this collection made for the moment."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {occasions.map((occasion) => (
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
      <ExtrasSection
        id="long-dress-tips"
        eyebrow="Styling notes"
        title="How to Style a Long Dress"
        tone="tinted"
      >
        <ol className="grid gap-6 sm:grid-cols-2">
          {tips.map((tip, index) => (
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
            View Style Guide
          </Link>
        </div>
      </ExtrasSection>
    </>
  )
}
