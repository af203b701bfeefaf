'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { countdownTexts } from './countdown-texts'

import { useEffect, useState } from 'react'
import { countdownParts, pad2, type CountdownParts } from '@/lib/countdown'

type CountdownProps = {
  /** ISO date-time the countdown ends at. Give exactly one of `endsAt` and `durationFromLoadMs`. */
  endsAt?: string
  /** Ends this many ms after the page loads in the browser (the banner's 1 day, the home sale's 14 days). */
  durationFromLoadMs?: number
  /** 'dark' text for light surfaces (default), 'light' text for dark surfaces. */
  tone?: 'light' | 'dark'
  size?: 'sm' | 'md' | 'lg'
  /** A thin bar under the digits that follows the seconds (sale cards). */
  showSecondsBar?: boolean
  className?: string
}

const UNITS: readonly (keyof CountdownParts)[] = ['days', 'hours', 'minutes', 'seconds']

const styles = {
  sm: {
    root: 'inline-flex flex-col gap-1',
    // Wraps between units (never inside one) in a narrow card, such as a phone's two columns on the sale page.
    units: 'flex flex-wrap items-baseline gap-x-2 text-xs',
    unit: 'inline-flex items-baseline gap-1 whitespace-nowrap',
    digits: 'font-semibold tabular-nums',
    label: 'text-[0.625rem] uppercase',
  },
  md: {
    root: 'inline-flex flex-col gap-2',
    units: 'flex gap-2',
    unit: 'flex min-w-14 flex-col items-center rounded-lg px-2 py-1.5 ring-1',
    digits: 'font-display text-xl leading-tight font-semibold tabular-nums',
    label: 'text-[0.625rem] tracking-wider uppercase',
  },
  lg: {
    root: 'inline-flex flex-col gap-3',
    units: 'flex gap-2 sm:gap-3',
    unit: 'flex min-w-16 flex-col items-center rounded-xl px-2 py-2.5 ring-1 sm:min-w-20 sm:px-3',
    digits: 'font-display text-3xl leading-tight font-semibold tabular-nums sm:text-4xl',
    label: 'mt-0.5 text-[0.65rem] tracking-widest uppercase sm:text-xs',
  },
} as const

const tones = {
  dark: {
    text: 'text-brand-900',
    box: 'bg-white ring-brand-100',
    label: 'text-ink-muted',
    track: 'bg-brand-100',
    bar: 'bg-brand-600',
  },
  light: {
    text: 'text-white',
    box: 'bg-white/10 ring-white/25',
    label: 'text-white/75',
    track: 'bg-white/20',
    bar: 'bg-gold-300',
  },
} as const

/**
 * A live countdown. The first render is the same on the server and in the browser: the full duration for
 * `durationFromLoadMs`, dashes for `endsAt` (its time left depends on the visitor's clock). It then ticks on
 * each whole second until the end, where it rests at zeros.
 */
export function Countdown({
  endsAt,
  durationFromLoadMs,
  tone = 'dark',
  size = 'md',
  showSecondsBar = false,
  className = '',
}: CountdownProps) {
  const [remaining, setRemaining] = useState<number | null>(
    endsAt === undefined ? (durationFromLoadMs ?? 0) : null,
  )

  useEffect(() => {
    if (
      process.env.NODE_ENV !== 'production' &&
      (endsAt === undefined) === (durationFromLoadMs === undefined)
    ) {
      console.error('Countdown: give exactly one of endsAt and durationFromLoadMs')
    }
    const end = endsAt !== undefined ? Date.parse(endsAt) : Date.now() + (durationFromLoadMs ?? 0)
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const left = Math.max(0, end - Date.now())
      setRemaining(left)
      // Wake on the next whole second before the end, so the display steps exactly once per second.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000)
    }
    // A duration starts full and already shows it; an end time is unknown until now, so read it at once.
    if (endsAt !== undefined) tick()
    else timer = setTimeout(tick, 1000)
    return () => clearTimeout(timer)
  }, [endsAt, durationFromLoadMs])

  const parts = remaining === null ? null : countdownParts(remaining)
  const look = styles[size]
  const colors = tones[tone]
  const texts = useTexts(countdownTexts)
  const units = UNITS.filter((key) => key !== 'days' || (parts !== null && parts.days > 0)).map((key) => ({
    key,
    label: texts.units[key],
  }))

  return (
    <div role="timer" aria-label={texts.timeRemaining} className={`${look.root} ${colors.text} ${className}`}>
      <div className={look.units}>
        {units.map(({ key, label }) => (
          <span key={key} className={`${look.unit} ${size === 'sm' ? '' : colors.box}`}>
            <span className={look.digits}>{parts === null ? '--' : pad2(parts[key])}</span>
            <span className={`${look.label} ${colors.label}`}>{label}</span>
          </span>
        ))}
      </div>
      {showSecondsBar && (
        <span aria-hidden="true" className={`block h-1 w-full overflow-hidden rounded-full ${colors.track}`}>
          <span
            data-testid="countdown-seconds-bar"
            className={`block h-full origin-left rounded-full ${colors.bar} ${
              parts !== null && parts.seconds === 59 ? '' : 'transition-transform duration-1000 ease-linear'
            }`}
            style={{ transform: `scaleX(${parts === null ? 0 : parts.seconds / 60})` }}
          />
        </span>
      )}
    </div>
  )
}
