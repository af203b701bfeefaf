'use client'

/** Opens the browser's print dialog for the packing slip; hidden on paper. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-6 text-sm font-semibold text-white print:hidden"
    >
      Print packing slip
    </button>
  )
}
