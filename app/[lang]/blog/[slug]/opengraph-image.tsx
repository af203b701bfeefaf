import { notFound } from 'next/navigation'
import { blogPosts } from '@/data/blog'
import { blogPostPreview } from '@/lib/share/preview-content'
import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImageResponse } from '@/components/share/preview-image'

// Each article's shared-link picture, a PNG drawn at build time (components/share/preview-image.ts).
export const alt = 'The article’s picture with its title'
export const size = PREVIEW_SIZE
export const contentType = PREVIEW_CONTENT_TYPE

export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }))
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const post = blogPosts.find((candidate) => candidate.slug === slug)
  if (!post) notFound()
  return previewImageResponse(blogPostPreview(post))
}
