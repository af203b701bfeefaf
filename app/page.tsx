import type { Metadata } from 'next'
import { BenefitsStrip } from '@/components/home/benefits-strip'
import { BlogTeasers } from '@/components/home/blog-teasers'
import { CategoryShowcase } from '@/components/home/category-showcase'
import { HeroCarousel } from '@/components/home/hero-carousel'
import { NewArrivals } from '@/components/home/new-arrivals'
import { NewsletterSection } from '@/components/home/newsletter-section'
import { PhotoGrid } from '@/components/home/photo-grid'
import { SaleStrip } from '@/components/home/sale-strip'
import { Testimonials } from '@/components/home/testimonials'
import { heroSlides } from '@/data/home'
import { site } from '@/data/site'

const title = `${site.name} | Modest Fashion, Hijabs & Halal Beauty`
const description =
  'Shop abayas, jilbabs, kaftans, hijabs and halal-certified beauty at Fatin. New arrivals every week, free shipping over $50 and 10% off your first order.'

export const metadata: Metadata = {
  title: { absolute: title },
  description,
  alternates: { canonical: '/' },
  openGraph: { title, description, url: '/', siteName: site.name, locale: site.locale, type: 'website' },
}

export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">Fatin: modest fashion, hijabs and halal beauty</h1>
      <HeroCarousel slides={heroSlides} />
      <SaleStrip />
      <NewArrivals />
      <CategoryShowcase />
      <Testimonials />
      <BenefitsStrip />
      <BlogTeasers />
      <PhotoGrid />
      <NewsletterSection />
    </>
  )
}
