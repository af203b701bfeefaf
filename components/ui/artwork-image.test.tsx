/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { ArtworkImage } from './artwork-image'

describe('ArtworkImage', () => {
  const version = process.env.NEXT_PUBLIC_ARTWORK_VERSION
  beforeAll(() => {
    process.env.NEXT_PUBLIC_ARTWORK_VERSION = 'abc123'
  })
  afterAll(() => {
    process.env.NEXT_PUBLIC_ARTWORK_VERSION = version
  })

  it('loads lazily by default, at its versioned URL, with its size and the attributes it is given', () => {
    render(
      <ArtworkImage
        src="/images/products/4.svg"
        alt="Pearl-Trim Occasion Abaya"
        width={600}
        height={800}
        className="card-image"
      />,
    )
    const picture = screen.getByRole('img', { name: 'Pearl-Trim Occasion Abaya' })
    expect(picture).toHaveAttribute('src', '/images/products/4.svg?v=abc123')
    expect(picture).toHaveAttribute('loading', 'lazy')
    expect(picture).toHaveAttribute('decoding', 'async')
    expect(picture).toHaveAttribute('width', '600')
    expect(picture).toHaveAttribute('height', '800')
    expect(picture).toHaveClass('card-image')
    expect(picture).not.toHaveAttribute('fetchpriority')
    expect(picture).not.toHaveAttribute('srcset')
  })

  it('fetches the main picture of a page at once and first', () => {
    render(<ArtworkImage src="/images/products/1.svg" alt="Front" width={720} height={960} priority />)
    const picture = screen.getByRole('img', { name: 'Front' })
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(picture).toHaveAttribute('fetchpriority', 'high')
  })

  it('takes an explicit loading and fetch priority when it is not the main picture', () => {
    render(
      <ArtworkImage
        src="/images/home/slide-2.svg"
        alt=""
        width={1600}
        height={700}
        loading="eager"
        fetchPriority="auto"
      />,
    )
    const picture = document.querySelector('img')
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(picture).toHaveAttribute('fetchpriority', 'auto')
  })
})
