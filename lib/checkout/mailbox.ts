// Which inbox an address reaches, for counting only (caps, first-order claims, rate limits): never an
// address to send to or to show.

/** Domains where dots in the name are ignored: a.yesha@gmail.com and ayesha@gmail.com are one inbox. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
}

/**
 * The inbox an e-mail address delivers to, as far as the shop can tell from the address: without case, without
 * a "+tag" (Gmail, Outlook, iCloud, Yahoo and most others deliver name+anything to name), and for Gmail
 * without dots and with googlemail.com as gmail.com. So the variants a stranger can mint by the dozen for one
 * inbox count as that one inbox.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const domain = address.slice(at + 1)
  let name = address.slice(0, at)
  const plus = name.indexOf('+')
  if (plus > 0) name = name.slice(0, plus)
  const dotless = DOTLESS_DOMAINS[domain]
  if (dotless) return `${name.replaceAll('.', '')}@${dotless}`
  return `${name}@${domain}`
}
