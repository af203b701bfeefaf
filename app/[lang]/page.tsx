import { JsonLd } from '@/components/seo/json-ld'
import { BenefitsStrip } from '@/components/home/benefits-strip'
import { BlogTeasers } from '@/components/home/blog-teasers'
import { CategoryShowcase } from '@/components/home/category-showcase'
import { HeroCarousel } from '@/components/home/hero-carousel'
import { placeholderFor } from '@/lib/pictures/placeholders'
import { NewArrivals } from '@/components/home/new-arrivals'
import { NewsletterSection } from '@/components/home/newsletter-section'
import { PhotoGrid } from '@/components/home/photo-grid'
import { SaleStrip } from '@/components/home/sale-strip'
import { Testimonials } from '@/components/home/testimonials'
import { heroSlides } from '@/data/home'
import { homeTexts } from '@/components/home/home-texts'
import { slideIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { pageMetadata } from '@/lib/seo'
import { homeMetadataInput } from '@/components/seo/page-metadata-inputs'
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data'

export const generateMetadata = () => pageMetadata(homeMetadataInput())

export default async function HomePage() {
  const locale = await currentLocale()
  const texts = homeTexts[locale]
  return (
    <>
      <h1 className="sr-only">{texts.heading}</h1>
      <HeroCarousel
        slides={heroSlides.map((slide) => slideIn(locale, slide))}
        placeholders={heroSlides.map((slide) => placeholderFor(slide.image))}
      />
      <SaleStrip />
      <NewArrivals />
      <CategoryShowcase />
      <Testimonials />
      <BenefitsStrip />
      <BlogTeasers />
      <PhotoGrid />
      <NewsletterSection />
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd(locale)} />
    </>
  )
}
