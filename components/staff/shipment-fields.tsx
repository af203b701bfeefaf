'use client'

import { useState } from 'react'
import { COURIERS } from '@/data/couriers'
import type { FieldErrors } from '@/lib/forms/field-errors'
import { fieldMessage } from '@/lib/i18n/form-message-texts'
import { courierById } from '@/lib/orders/shipping/couriers'

const input =
  'border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none aria-[invalid=true]:border-red-600'

/**
 * The "Mark shipped" form's courier (one of data/couriers.ts; its id is sent) and tracking number, with the
 * chosen courier's format and example as the field's hint. The server checks the format again
 * (lib/staff/order-step-schema.ts); when it refuses, the message names the format expected. Both fields
 * keep what was typed across a refused send (React resets uncontrolled fields after a form action).
 */
export function ShipmentFields({ errors }: { errors: FieldErrors }) {
  const [courierId, setCourierId] = useState('')
  const [tracking, setTracking] = useState('')
  const courier = courierById(courierId)
  const hint = courier
    ? `${courier.name}: ${courier.format}, like ${courier.example}`
    : 'Choose the courier first.'
  const trackingError = errors.tracking
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor="step-courier" className="text-ink mb-1 block text-sm font-medium">
          Courier
        </label>
        <select
          id="step-courier"
          name="courier"
          required
          value={courierId}
          onChange={(event) => setCourierId(event.target.value)}
          aria-invalid={errors.courier ? true : undefined}
          aria-describedby={errors.courier ? 'step-courier-error' : undefined}
          className={input}
        >
          <option value="">Choose…</option>
          {COURIERS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        {errors.courier && (
          <p id="step-courier-error" className="mt-1 text-sm text-red-700">
            {fieldMessage('en', errors.courier)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="step-tracking" className="text-ink mb-1 block text-sm font-medium">
          Tracking number
        </label>
        <input
          id="step-tracking"
          name="tracking"
          required
          maxLength={60}
          autoComplete="off"
          value={tracking}
          onChange={(event) => setTracking(event.target.value)}
          aria-invalid={trackingError ? true : undefined}
          aria-describedby={trackingError ? 'step-tracking-error step-tracking-hint' : 'step-tracking-hint'}
          className={input}
        />
        <p id="step-tracking-hint" className="text-ink-muted mt-1 text-sm">
          {hint}
        </p>
        {trackingError && (
          <p id="step-tracking-error" className="mt-1 text-sm text-red-700">
            {fieldMessage('en', trackingError)}
            {trackingError === 'tracking-format' &&
              courier &&
              ` ${courier.name} tracking numbers are ${courier.format}, like ${courier.example}.`}
          </p>
        )}
      </div>
    </div>
  )
}
