import { JsonLd } from '@/components/content/json-ld'
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
import { pagePreview } from '@/lib/share/preview-content'
import { pageMetadata } from '@/lib/seo'
import { organizationJsonLd } from '@/lib/structured-data'

const title = `${site.name} | Modest Fashion, Hijabs & Halal Beauty`
const description =
  'Shop abayas, jilbabs, kaftans, hijabs and halal-certified beauty at Fatin. New arrivals every week, free shipping over $50 and 10% off your first order.'

export const metadata = pageMetadata({
  title: { absolute: title },
  description,
  path: '/',
  preview: pagePreview('/'),
})

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
      <JsonLd data={organizationJsonLd()} />
    </>
  )
}
