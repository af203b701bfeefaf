import Image from 'next/image'
import Link from '@/components/i18n/locale-link'
import { categoryCards } from '@/data/home'
import { SectionHeading } from './section-heading'

export function CategoryShowcase() {
  return (
    <section aria-labelledby="discover-heading" className="bg-brand-50/70">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="discover-heading" title="Discover Your Style" eyebrow="Shop by category">
          From everyday abayas to halal beauty, everything for a graceful, modest wardrobe.
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {categoryCards.map((card) => (
            <li key={card.href}>
              <Link
                href={card.href}
                className="group bg-brand-900 relative block aspect-[4/5] overflow-hidden rounded-2xl shadow-sm"
              >
                <Image
                  src={card.image}
                  alt=""
                  width={600}
                  height={750}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  className="h-full w-full object-cover transition duration-700 group-hover:scale-105"
                />
                <span
                  aria-hidden="true"
                  className="from-brand-950/80 absolute inset-0 bg-gradient-to-t via-transparent to-transparent"
                />
                <span className="absolute inset-x-0 bottom-0 flex flex-col p-4 text-white sm:p-6">
                  <span className="font-display text-xl font-semibold sm:text-2xl">{card.name}</span>
                  <span className="text-gold-300 mt-1 text-xs font-semibold tracking-[0.2em] uppercase">
                    Explore <span aria-hidden="true">&rarr;</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
