/**
 * The channels marketing staff share links on, with the utm_source and utm_medium each one's links carry.
 * Sources and mediums follow the common conventions (lower-case; a social network's own name as the source;
 * 'social', 'messaging', 'sms', 'email' or 'print' as the medium), so the same link reads right in any
 * analytics tool the shop adds later.
 */
export const CHANNELS = {
  whatsapp: { label: 'WhatsApp', source: 'whatsapp', medium: 'messaging' },
  instagram: { label: 'Instagram', source: 'instagram', medium: 'social' },
  facebook: { label: 'Facebook', source: 'facebook', medium: 'social' },
  tiktok: { label: 'TikTok', source: 'tiktok', medium: 'social' },
  sms: { label: 'SMS', source: 'sms', medium: 'sms' },
  email: { label: 'E-mail', source: 'email', medium: 'email' },
  print: { label: 'Print (QR code)', source: 'print', medium: 'print' },
} as const

export type Channel = keyof typeof CHANNELS
export const CHANNEL_KEYS = Object.keys(CHANNELS) as Channel[]

/** A landing whose utm_source names no channel of ours (a link made by hand) is counted under 'other'. */
export const OTHER_CHANNEL = 'other'
export type ReportChannel = Channel | typeof OTHER_CHANNEL

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(CHANNELS, value)
}

/** The channel a landing's utm_source names (lower-cased, as analytics tools do), or 'other'. */
export function channelOfSource(source: string | null | undefined): ReportChannel {
  const key = (source ?? '').trim().toLowerCase()
  const channel = CHANNEL_KEYS.find((candidate) => CHANNELS[candidate].source === key)
  return channel ?? OTHER_CHANNEL
}

export function isReportChannel(value: unknown): value is ReportChannel {
  return value === OTHER_CHANNEL || isChannel(value)
}

export function channelLabel(channel: ReportChannel): string {
  return channel === OTHER_CHANNEL ? 'Other' : CHANNELS[channel].label
}
