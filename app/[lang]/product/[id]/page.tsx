import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { ChosenColourScope } from '@/components/product/chosen-colour'
import { ProductGallery } from '@/components/product/product-gallery'
import { colourPictureName } from '@/data/colour-pictures'
import { placeholderFor } from '@/lib/pictures/placeholders'
import { ProductLive } from '@/components/product/product-live'
import { ProductStructuredData } from '@/components/product/product-structured-data'
import { toPurchaseProduct } from '@/components/product/purchase-product'
import { RelatedProducts } from '@/components/product/related-products'
import { ShareButtons } from '@/components/share/share-buttons'
import { products } from '@/data/products'
import type { Product } from '@/data/schemas'
import { productTexts } from '@/components/product/product-texts'
import { valueLabelIn } from '@/components/category/listing-texts'
import { categoryIn, GROUP_NAMES, productIn } from '@/lib/i18n/catalogue-text'
import { currentLocale } from '@/lib/i18n/server-locale'
import { site } from '@/data/site'
import { categoryHref, findProduct, getCategoryBySlug, productHref } from '@/lib/catalogue'
import { formatCents } from '@/lib/format/price'
import { pageMetadata } from '@/lib/seo'
import { productMetadataInput } from '@/components/seo/page-metadata-inputs'

/**
 * Every valid URL is prerendered (generateStaticParams), and an unknown one must answer a real HTTP 404, so
 * params are read before anything streams rather than behind <Suspense>. That makes a navigation here wait
 * for the (static) page instead of showing a shared shell first: accepted, and declared so dev tools agree.
 */
export const instant = false

export function generateStaticParams() {
  return products.map((product) => ({ id: String(product.id) }))
}

function productFromParam(id: string): Product | undefined {
  return /^\d+$/.test(id) ? findProduct(Number(id)) : undefined
}

export async function generateMetadata({ params }: PageProps<'/[lang]/product/[id]'>) {
  const product = productFromParam((await params).id)
  // The 404 screen's own title (app/[lang]/not-found.tsx) rather than the shop's home title.
  if (!product) notFound()
  return pageMetadata(productMetadataInput(product))
}

export default async function ProductPage({ params }: PageProps<'/[lang]/product/[id]'>) {
  const found = productFromParam((await params).id)
  if (!found) notFound()
  const locale = await currentLocale()
  const texts = productTexts[locale]
  const product = productIn(locale, found)
  const category = categoryIn(locale, getCategoryBySlug(product.category))
  const groupLabel = GROUP_NAMES[locale][category.group]
  // A product's second picture is its second colour's, when it has one (data/colour-pictures.ts).
  const hoverColour = product.colors[1]

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[
          { label: texts.home, href: '/' },
          { label: groupLabel, href: `/category/${category.group}` },
          { label: category.name, href: categoryHref(category) },
          { label: product.name, href: productHref(product) },
        ]}
      />
      {/* Title first in the markup, so phones see the name and price above the picture; from md the
          picture spans the left column. */}
      {/* The colour chosen in the form is the one the gallery shows. */}
      <ChosenColourScope initial={product.colors[0]?.name ?? null}>
        <div className="mt-4 grid gap-x-12 gap-y-6 md:mt-6 md:grid-cols-2 md:grid-rows-[auto_1fr]">
          <div className="md:col-start-2">
            <p className="text-gold-700 text-xs font-semibold tracking-[0.2em] uppercase">{category.name}</p>
            <h1 className="font-display text-brand-900 mt-2 text-3xl leading-tight sm:text-4xl">
              {product.name}
            </h1>
            <p className="text-brand-800 mt-3 text-2xl font-semibold">{formatCents(product.price)}</p>
          </div>

          <div className="md:col-start-1 md:row-span-2 md:row-start-1">
            <ProductGallery
              images={[
                {
                  name: product.imageSrc,
                  alt: product.name,
                  placeholder: placeholderFor(product.imageSrc),
                },
                {
                  name: product.hoverImageSrc,
                  alt: hoverColour
                    ? texts.inColour(product.name, valueLabelIn(locale, hoverColour.name))
                    : texts.anotherView(product.name),
                  placeholder: placeholderFor(product.hoverImageSrc),
                },
              ]}
              colourImages={product.colors.map((colour) => {
                const name = colourPictureName(product, colour.name)
                return {
                  colour: colour.name,
                  name,
                  alt: texts.inColour(product.name, valueLabelIn(locale, colour.name)),
                  placeholder: placeholderFor(name),
                }
              })}
            />
          </div>

          <div className="flex flex-col gap-6 md:col-start-2">
            <ProductLive product={toPurchaseProduct(product)} />
            <ProductStructuredData product={found} category={getCategoryBySlug(found.category)} />

            <p className="bg-brand-50 text-ink/80 rounded-2xl px-4 py-3 text-sm">{texts.deliverySummary}</p>

            <ShareButtons title={`${product.name} | ${site.name}`} path={productHref(product)} />

            <section aria-labelledby="details-heading" className="border-gold-300/50 border-t pt-6">
              <h2 id="details-heading" className="font-display text-brand-900 text-xl">
                {texts.description}
              </h2>
              <p className="text-ink/80 mt-2 leading-relaxed">{product.description}</p>
              <dl className="mt-5 space-y-4">
                {product.fabric ? (
                  <Detail term={texts.fabric}>{valueLabelIn(locale, product.fabric)}</Detail>
                ) : null}
                <Detail term={texts.care}>{product.care}</Detail>
              </dl>
            </section>
          </div>
        </div>
      </ChosenColourScope>

      <RelatedProducts product={found} />
    </div>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-ink text-sm font-semibold">{term}</dt>
      <dd className="text-ink/80 mt-1">{children}</dd>
    </div>
  )
}
