import 'server-only'
import QRCode from 'qrcode'

/**
 * QR codes of a short link, drawn by the `qrcode` package: SVG for print (it scales to any poster) and a
 * 1024-pixel PNG for tools that take only pictures. Error correction 'M' (15%) survives a smudged flyer
 * while keeping a short link's code coarse enough to scan from across a shop window.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' })
}

export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: 1024 })
}
