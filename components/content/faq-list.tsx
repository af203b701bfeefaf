export type FaqItem = { question: string; answer: string }
export type FaqGroup = { heading: string; items: readonly FaqItem[] }

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="space-y-12">
      {groups.map((group, index) => (
        <section key={group.heading} aria-labelledby={headingId(index)}>
          <h2 id={headingId(index)} className="font-display text-brand-900 text-2xl">
            {group.heading}
          </h2>
          <div className="divide-gold-300/50 border-gold-300/60 mt-4 divide-y rounded-2xl border bg-white">
            {group.items.map((item) => (
              <details key={item.question} className="group open:bg-brand-50/40 px-5">
                <summary className="text-ink flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium marker:hidden [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="bg-brand-50 text-brand-700 grid size-7 shrink-0 place-items-center rounded-full transition group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="text-ink/80 pb-5 leading-relaxed">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}

/** By position: a heading in Urdu script has no Latin letters to make an id from. */
function headingId(index: number): string {
  return `faq-group-${index + 1}`
}
