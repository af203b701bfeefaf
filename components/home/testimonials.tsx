import { Picture } from '@/components/ui/picture'
import { testimonials } from '@/data/home'
import type { Testimonial } from '@/data/schemas'
import { testimonialTextsUr } from '@/data/ur/home'
import type { Locale } from '@/lib/i18n/locales'
import { currentLocale } from '@/lib/i18n/server-locale'
import { homeTexts } from './home-texts'
import { SectionHeading } from './section-heading'
import { StarRating } from './star-rating'

/** A review's name and words in the page's language (the Urdu ones are in data/ur/home.ts, by id). */
function wordsIn(locale: Locale, testimonial: Testimonial): Pick<Testimonial, 'name' | 'content'> {
  if (locale === 'en') return testimonial
  return testimonialTextsUr[testimonial.id as keyof typeof testimonialTextsUr] ?? testimonial
}

export async function Testimonials() {
  const locale = await currentLocale()
  const texts = homeTexts[locale].customers
  const words = (testimonial: Testimonial) => wordsIn(locale, testimonial)
  return (
    <section
      aria-labelledby="customers-heading"
      className="render-when-near mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading id="customers-heading" title={texts.title} eyebrow={texts.eyebrow}>
        {texts.intro}
      </SectionHeading>
      {/* On phones the quotes sit side by side and scroll sideways, so four long quotes don't fill the page.
          The quotes hold no link or button, so the scroller itself takes focus: arrow keys then scroll it. */}
      <ul
        tabIndex={0}
        aria-label={texts.reviews}
        className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4"
      >
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="w-[85%] shrink-0 snap-start sm:w-auto">
            <figure className="border-brand-100 flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm">
              <StarRating rating={testimonial.rating} label={texts.rated} />
              <blockquote className="text-ink/80 mt-4 flex-1 leading-relaxed">
                <p>
                  &ldquo;
                  {words(testimonial).content}
                  &rdquo;
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <Picture
                  name={testimonial.image}
                  alt=""
                  sizes="48px"
                  className="bg-brand-100 size-12 rounded-full object-cover"
                />
                <span className="flex flex-col">
                  <span className="text-ink font-semibold">{words(testimonial).name}</span>
                  {testimonial.verified ? (
                    <span className="text-brand-700 flex items-center gap-1 text-xs font-medium">
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                        <path
                          fillRule="evenodd"
                          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4z"
                          clipRule="evenodd"
                        />
                      </svg>
                      {texts.verified}
                    </span>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
