/**
 * The header lines of RFC 8058 one-click unsubscribe, which mail providers (Gmail, Yahoo, Outlook) require
 * of bulk mail and show as their own "Unsubscribe" button: List-Unsubscribe names the address they POST
 * `List-Unsubscribe=One-Click` to, and List-Unsubscribe-Post says that POST alone is enough. No mailto: the
 * shop reads no mailbox for it, and a link that works by itself is what the providers ask for.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  const url = new URL(oneClickUrl)
  // RFC 8058 asks for HTTPS; plain http is only ever the shop's own address on a developer's machine.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`List-Unsubscribe needs a web address, not ${url.protocol}`)
  }
  return {
    'List-Unsubscribe': `<${url.href}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
