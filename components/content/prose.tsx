import type { ReactNode } from 'react'

/**
 * Readable long-form text: a comfortable line length and styles for the plain elements content pages use
 * (h2, h3, p, ul, ol, a, strong), so page files stay free of repeated classes.
 */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`text-ink/90 [&_a]:text-brand-700 [&_a:hover]:text-brand-900 [&_h2]:font-display [&_h2]:text-brand-900 [&_h3]:font-display [&_h3]:text-brand-800 [&_strong]:text-ink [&_ul]:marker:text-gold-500 max-w-prose text-base leading-relaxed sm:text-lg [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl sm:[&_h2]:text-3xl [&_h2:first-child]:mt-0 [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_li]:mt-2 [&_li]:ps-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-4 [&_strong]:font-semibold [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 ${className}`}
    >
      {children}
    </div>
  )
}
