import { getTexts } from '@/lib/i18n/server-locale'
import { ExtrasSection } from './extras-section'
import { extrasTexts } from './extras-texts'

// One icon per value, in the order of extrasTexts.abayas.values.
const icons = [
  <path key="fabrics" d="M5 19c3-9 11-9 14-14M5 19c5 0 11-3 14-14M5 19l3-3" />,
  <>
    <path d="M14.5 4.5l5 5L9 20H4v-5z" />
    <path d="M12.5 6.5l5 5" />
  </>,
  <>
    <path d="M12 20c-4.5-2.5-7-6-7-10a7 7 0 0 1 14 0c0 4-2.5 7.5-7 10z" />
    <path d="M9 11.5l2 2 4-4" />
  </>,
]

/** Abayas: the three promises behind the collection. */
export async function AbayaValues() {
  const texts = (await getTexts(extrasTexts)).abayas
  return (
    <ExtrasSection
      id="abaya-values"
      eyebrow={texts.eyebrow}
      title={texts.title}
      intro={texts.intro}
      tone="tinted"
    >
      <ul className="grid gap-6 sm:grid-cols-3">
        {texts.values.map((value, index) => (
          <li key={value.title} className="ring-brand-100 rounded-2xl bg-white p-6 shadow-sm ring-1">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="bg-gold-100 text-gold-700 size-10 rounded-full p-2"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.6}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {icons[index]}
            </svg>
            <h3 className="font-display text-brand-900 mt-4 text-xl">{value.title}</h3>
            <p className="text-ink/75 mt-2 text-sm leading-relaxed">{value.text}</p>
          </li>
        ))}
      </ul>
    </ExtrasSection>
  )
}
