// Placeholder until the header lands.
export function SiteHeader() {
  return <header className="h-16 border-b bg-white px-4">Fatin</header>
}
