import { blogPosts } from '@/data/blog'

/**
 * The style guides the extras point to. Resolved against data/blog.ts at build time, so a renamed post fails
 * the build instead of leaving a dead link on a category page.
 */
function blogHref(slug: string): string {
  if (!blogPosts.some((post) => post.slug === slug))
    throw new Error(`No blog post '${slug}' for a style guide link`)
  return `/blog/${slug}`
}

export const guideLinks = {
  kaftanStory: '/guide/kaftans',
  /** Dressing up for Eid and other occasions: the long dresses' styling tips continue there. */
  occasionStyling: blogHref('how-to-style-an-abaya-for-eid'),
  /** Choosing the hijab that finishes a tunic look. */
  tunicStyling: blogHref('hijab-fabrics-guide'),
} as const
