import { gridPhotoAltsUr } from '@/data/ur/home'
import { currentLocale } from '@/lib/i18n/server-locale'
import { homeTexts } from './home-texts'
import { Picture } from '@/components/ui/picture'
import { placeholderFor } from '@/lib/pictures/placeholders'
import Link from '@/components/i18n/server-locale-link'
import { gridPhotos } from '@/data/home'
import { SectionHeading } from './section-heading'

export async function PhotoGrid() {
  const locale = await currentLocale()
  const texts = homeTexts[locale].photos
  return (
    <section
      aria-labelledby="photo-grid-heading"
      className="render-when-near mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
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
              <Picture
                name={photo.image}
                placeholder={placeholderFor(photo.image)}
                sizes="(min-width: 1280px) 400px, (min-width: 768px) calc((100vw - 96px) / 3), calc((100vw - 44px) / 2)"
                alt={
                  locale === 'ur'
                    ? (gridPhotoAltsUr[photo.image as keyof typeof gridPhotoAltsUr] ?? photo.alt)
                    : photo.alt
                }
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
