'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { productTexts } from './product-texts'

import { Picture } from '@/components/ui/picture'
import type { ColorName } from '@/data/schemas'
import { useState } from 'react'
import { useChosenColour } from './chosen-colour'

type GalleryImage = {
  /** The picture's name (data/: 'products/1801'). */
  name: string
  alt: string
  /** Its placeholder (lib/pictures/placeholders.ts, read on the server). */
  placeholder?: string
}

/** The picture showing the product in one of its colours (data/colour-pictures.ts). */
type ColourImage = GalleryImage & { colour: ColorName }

const SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 32px)'

/**
 * The product page's pictures: a large view and a thumbnail per picture to switch it. Every picture is in
 * the HTML (the inactive ones hidden, so lazy ones are not fetched until shown), so switching is instant and
 * works the moment the page hydrates.
 *
 * Choosing a colour in the purchase form (the ChosenColourScope around both) shows that colour's picture in
 * the large view, until a thumbnail is pressed; choosing a colour again shows that one's.
 */
export function ProductGallery({
  images,
  colourImages = [],
}: {
  images: readonly GalleryImage[]
  colourImages?: readonly ColourImage[]
}) {
  const colour = useChosenColour()
  // The thumbnail last pressed, and the colour chosen then: a colour chosen since takes the large view.
  const [pressed, setPressed] = useState<{ index: number; colour: ColorName | null }>({ index: 0, colour })
  const texts = useTexts(productTexts)

  const colourImage = pressed.colour === colour ? undefined : colourImages.find((c) => c.colour === colour)
  const shown = colourImage?.name ?? images[pressed.index]?.name
  // The first two colours are the main and hover pictures, already in `images`.
  const extras = colourImages.filter((extra) => !images.some((image) => image.name === extra.name))

  return (
    <div className="flex flex-col gap-3">
      <div className="bg-brand-50 relative overflow-hidden rounded-2xl">
        {[...images, ...extras].map((image, index) => (
          <Picture
            key={image.name}
            name={image.name}
            placeholder={image.placeholder}
            alt={image.alt}
            sizes={SIZES}
            priority={index === 0}
            hidden={image.name !== shown}
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
                aria-pressed={image.name === shown}
                onClick={() => setPressed({ index, colour })}
                className={`bg-brand-50 focus-visible:outline-brand-600 block w-20 overflow-hidden rounded-xl ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 ${image.name === shown ? 'ring-brand-700 ring-2' : 'opacity-75 hover:opacity-100'}`}
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
