import { gridPhotoAltsUr } from '@/data/ur/home'
import { currentLocale } from '@/lib/i18n/server-locale'
import { homeTexts } from './home-texts'
import { ArtworkImage } from '@/components/ui/artwork-image'
import Link from '@/components/i18n/locale-link'
import { gridPhotos } from '@/data/home'
import { SectionHeading } from './section-heading'

export async function PhotoGrid() {
  const locale = await currentLocale()
  const texts = homeTexts[locale].photos
  return (
    <section
      aria-labelledby="photo-grid-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading id="photo-grid-heading" title={texts.title} eyebrow="#WearingFatin">
        {texts.intro}
      </SectionHeading>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {gridPhotos.map((photo) => (
          <li key={photo.image}>
            <Link
              href={photo.href}
              className="group bg-brand-100 relative block aspect-square overflow-hidden rounded-xl"
            >
              <ArtworkImage
                src={photo.image}
                alt={
                  locale === 'ur'
                    ? (gridPhotoAltsUr[photo.image as keyof typeof gridPhotoAltsUr] ?? photo.alt)
                    : photo.alt
                }
                width={600}
                height={600}
                className="tile-image"
              />
              <span
                aria-hidden="true"
                className="bg-brand-950/0 group-hover:bg-brand-950/20 absolute inset-0 transition-colors"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
