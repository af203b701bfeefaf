import { ExtrasSection } from './extras-section'

const values = [
  {
    title: 'Premium Fabrics',
    text: 'Nida, crepe and silk blends chosen for a soft drape, an opaque finish and comfort through long, warm days.',
    icon: <path d="M5 19c3-9 11-9 14-14M5 19c5 0 11-3 14-14M5 19l3-3" />,
  },
  {
    title: 'Artisanal Craftsmanship',
    text: 'Every embroidered cuff and hand-set bead is finished by skilled karigars, so each abaya carries a maker’s care.',
    icon: (
      <>
        <path d="M14.5 4.5l5 5L9 20H4v-5z" />
        <path d="M12.5 6.5l5 5" />
      </>
    ),
  },
  {
    title: 'Ethical Production',
    text: 'Small batches, fair wages and no overproduction: we make what our customers love, and nothing goes to waste.',
    icon: (
      <>
        <path d="M12 20c-4.5-2.5-7-6-7-10a7 7 0 0 1 14 0c0 4-2.5 7.5-7 10z" />
        <path d="M9 11.5l2 2 4-4" />
      </>
    ),
  },
] as const

/** Abayas: the three promises behind the collection. */
export function AbayaValues() {
  return (
    <ExtrasSection
      id="abaya-values"
      eyebrow="Why our abayas"
      title="Made to Be Worn for Years"
      intro="An abaya is something you reach for every day, so we make ours to last: beautiful cloth, careful hands and a fair way of working."
      tone="tinted"
    >
      <ul className="grid gap-6 sm:grid-cols-3">
        {values.map((value) => (
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
              {value.icon}
            </svg>
            <h3 className="font-display text-brand-900 mt-4 text-xl">{value.title}</h3>
            <p className="text-ink/75 mt-2 text-sm leading-relaxed">{value.text}</p>
          </li>
        ))}
      </ul>
    </ExtrasSection>
  )
}
