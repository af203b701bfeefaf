import type { NextRequest } from 'next/server'
import { currentStaff } from '@/lib/auth/staff'
import { readShortLink } from '@/lib/campaigns/campaign-reads'
import { qrPng, qrSvg } from '@/lib/campaigns/qr-code'
import { isShortCode, shortLinkPath } from '@/lib/campaigns/short-code'
import { absoluteUrl } from '@/lib/site-url'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * The QR code of a short link (?format=svg or png), for staff only: proxy.ts lets only staff reach /staff,
 * and the claim is checked again here.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  if (!(await currentStaff())) return new Response('Not found', { status: 404, headers: PRIVATE })
  const { code } = await params
  const link = isShortCode(code) ? await readShortLink(code) : null
  if (!link) return new Response('Not found', { status: 404, headers: PRIVATE })
  const url = absoluteUrl(shortLinkPath(link.code))
  const name = `fatin-${link.campaign}-${link.channel}-${link.code}`
  if (request.nextUrl.searchParams.get('format') === 'png') {
    return new Response(new Uint8Array(await qrPng(url)), {
      headers: {
        ...PRIVATE,
        'Content-Type': 'image/png',
        'Content-Disposition': `inline; filename="${name}.png"`,
      },
    })
  }
  return new Response(await qrSvg(url), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'image/svg+xml',
      'Content-Disposition': `inline; filename="${name}.svg"`,
    },
  })
}
