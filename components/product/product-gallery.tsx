'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { productTexts } from './product-texts'

import { Picture } from '@/components/ui/picture'
import { useState } from 'react'

type GalleryImage = {
  /** The picture's name (data/: 'products/1801'). */
  name: string
  alt: string
  /** Its placeholder (lib/pictures/placeholders.ts, read on the server). */
  placeholder?: string
}

/**
 * The product page's pictures: a large view and a thumbnail per picture to switch it. Every picture is in
 * the HTML (the inactive ones hidden), so switching is instant and works the moment the page hydrates.
 */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const [active, setActive] = useState(0)
  const texts = useTexts(productTexts)
  return (
    <div className="flex flex-col gap-3">
      <div className="bg-brand-50 relative overflow-hidden rounded-2xl">
        {images.map((image, index) => (
          <Picture
            key={image.name}
            name={image.name}
            placeholder={image.placeholder}
            alt={image.alt}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 32px)"
            priority={index === 0}
            hidden={index !== active}
            className="aspect-[3/4] w-full object-cover"
          />
        ))}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-3" aria-label={texts.pictures}>
          {images.map((image, index) => (
            <li key={image.name}>
              <button
                type="button"
                aria-label={texts.showPicture(index + 1, images.length)}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
                className={`bg-brand-50 focus-visible:outline-brand-600 block w-20 overflow-hidden rounded-xl ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 ${index === active ? 'ring-brand-700 ring-2' : 'opacity-75 hover:opacity-100'}`}
              >
                <Picture name={image.name} alt="" sizes="80px" className="aspect-[3/4] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
