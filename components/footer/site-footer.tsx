// Placeholder until the footer lands.
export function SiteFooter() {
  return <footer className="border-t px-4 py-8">Fatin</footer>
}
