/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { StarRating as SaleStarRating } from '@/components/sale/star-rating'
import { StarRating } from '@/components/home/star-rating'
import { Stars } from './stars'

const filledOf = (element: Element) => (element as HTMLElement).style.getPropertyValue('--stars-filled')

describe('Stars', () => {
  it.each([
    [5, '100%'],
    [4.5, '90%'],
    [0, '0%'],
    [7, '100%'],
    [-1, '0%'],
  ])('a rating of %s fills %s of the five stars', (rating, filled) => {
    const { container } = render(<Stars rating={rating} />)
    const stars = container.querySelector('.stars')!
    expect(filledOf(stars)).toBe(filled)
    expect(stars).toHaveAttribute('aria-hidden', 'true')
  })

  it("gives a testimonial's stars the rating as their accessible name", () => {
    render(<StarRating rating={4} />)
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
  })

  it('says a sale rating in words beside the decorative stars', () => {
    const { container } = render(<SaleStarRating rating={4.5} reviews={12} />)
    expect(filledOf(container.querySelector('.stars')!)).toBe('90%')
    expect(container).toHaveTextContent(/4\.5/)
    expect(screen.queryByRole('img')).toBeNull()
  })
})
