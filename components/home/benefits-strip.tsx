import { benefitTextsUr } from '@/data/ur/home'
import { currentLocale } from '@/lib/i18n/server-locale'
import { homeTexts } from './home-texts'
import { benefits, type BenefitIcon } from '@/data/home'

export async function BenefitsStrip() {
  const locale = await currentLocale()
  const shown = benefits.map((benefit) =>
    locale === 'ur' ? { ...benefit, ...benefitTextsUr[benefit.icon] } : benefit,
  )
  return (
    <section aria-labelledby="benefits-heading" className="bg-brand-900 text-white">
      <h2 id="benefits-heading" className="sr-only">
        {homeTexts[locale].benefitsHeading}
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3 md:gap-6 lg:px-8">
        {shown.map((benefit) => (
          <li
            key={benefit.title}
            className="flex items-start gap-4 md:flex-col md:items-center md:text-center"
          >
            <span className="border-gold-300/40 text-gold-300 flex size-14 shrink-0 items-center justify-center rounded-full border">
              <BenefitGlyph icon={benefit.icon} />
            </span>
            <span>
              <span className="font-display block text-lg font-semibold">{benefit.title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-white/75">{benefit.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function BenefitGlyph({ icon }: { icon: BenefitIcon }) {
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    className: 'size-7',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const
  switch (icon) {
    case 'truck':
      return (
        <svg {...common}>
          <path d="M3 6.5h11v9H3zM14 9.5h3.5l3 3v3H14" />
          <circle cx="7" cy="17.5" r="1.75" />
          <circle cx="17" cy="17.5" r="1.75" />
        </svg>
      )
    case 'shield':
      return (
        <svg {...common}>
          <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3z" />
          <path d="M9 12l2 2 4-4" />
        </svg>
      )
    case 'card':
      return (
        <svg {...common}>
          <rect x="3" y="5.5" width="18" height="13" rx="2" />
          <path d="M3 10h18M7 15h3" />
        </svg>
      )
  }
}
