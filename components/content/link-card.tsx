import { Picture } from '@/components/ui/picture'
import { placeholderFor } from '@/lib/pictures/placeholders'
import Link from '@/components/i18n/locale-link'

type LinkCardProps = {
  href: string
  title: string
  text: string
  image: string
  imageAlt: string
  /** A small line above the title, e.g. a date. */
  meta?: string
  cta: string
  headingLevel?: 'h2' | 'h3'
}

/** A picture card that is one link: used for sub-category and blog cards. */
export function LinkCard({
  href,
  title,
  text,
  image,
  imageAlt,
  meta,
  cta,
  headingLevel = 'h2',
}: LinkCardProps) {
  const Heading = headingLevel
  return (
    <Link
      href={href}
      className="group border-gold-300/50 focus-visible:outline-brand-600 flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <div className="bg-brand-50 aspect-[4/3] overflow-hidden">
        <Picture
          name={image}
          placeholder={placeholderFor(image)}
          alt={imageAlt}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {meta && <p className="text-gold-700 text-xs font-semibold tracking-wider uppercase">{meta}</p>}
        <Heading className="font-display text-brand-900 mt-1 text-xl">{title}</Heading>
        <p className="text-ink/75 mt-2 flex-1 text-sm leading-relaxed">{text}</p>
        <span className="text-brand-700 mt-4 inline-flex items-center gap-1 text-sm font-semibold">
          {cta}
          <span aria-hidden="true" className="transition group-hover:translate-x-1">
            →
          </span>
        </span>
      </div>
    </Link>
  )
}
