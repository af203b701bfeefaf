import { logoImageResponse } from '@/lib/brand-logo'

/** The shop's logo as a 512px PNG, named by the home page's Organization structured data. */
export function GET() {
  return logoImageResponse()
}
