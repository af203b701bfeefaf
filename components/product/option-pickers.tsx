import { useLocale, useTexts } from '@/components/i18n/locale-context'
import { valueLabelIn } from '@/components/category/listing-texts'
import { productTexts } from './product-texts'
import type { ColorName, Size } from '@/data/schemas'
import { useId } from 'react'

type OptionGroupProps<T extends string> = {
  legend: string
  /**
   * The radios' shared `name`, the form field's ('color', 'size'). A radio group is scoped to its form, so
   * the product page's form and Quick View's can both use it.
   */
  name: string
  options: readonly { value: T; label: string; swatch?: string; soldOut?: string }[]
  value: T | null
  onChange: (value: T) => void
  error?: string | null
  disabled?: boolean
}

/**
 * A choice as native radio buttons (arrow keys move between options, the group is one tab stop), drawn as
 * pills with the option's name always visible: colour alone must never carry the meaning.
 */
function OptionGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  disabled,
}: OptionGroupProps<T>) {
  const errorId = `${useId()}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled} className="min-w-0">
      <legend className="text-ink text-sm font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative block">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Invisible but covering the pill: the pill is the radio's own hit area, on touch too.
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
            />
            <span className="border-brand-200 text-ink peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-900 peer-checked:ring-brand-700 peer-focus-visible:outline-brand-600 peer-hover:border-brand-400 flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border bg-white px-3.5 text-sm font-medium transition peer-checked:ring-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-disabled:opacity-50">
              {option.swatch ? (
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 rounded-full shadow-inner ring-1 ring-black/15"
                  style={{ backgroundColor: option.swatch }}
                />
              ) : null}
              {option.soldOut ? <s aria-hidden="true">{option.label}</s> : option.label}
              {option.soldOut ? (
                <span className="sr-only">{`${option.label}, ${option.soldOut}`}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

type PickerProps<T extends string> = {
  name: string
  value: T | null
  onChange: (value: T) => void
  error?: string | null
  disabled?: boolean
}

export function ColorPicker({
  colors,
  ...props
}: PickerProps<ColorName> & { colors: readonly { name: ColorName; hex: string }[] }) {
  const locale = useLocale()
  return (
    <OptionGroup
      legend={productTexts[locale].colour}
      options={colors.map((color) => ({
        value: color.name,
        label: valueLabelIn(locale, color.name),
        swatch: color.hex,
      }))}
      {...props}
    />
  )
}

/**
 * `soldOut`: sizes with nothing left in the chosen colour. They stay visible and choosable (struck through,
 * "sold out" for screen readers), so a shopper can see the size exists and ask to be told when it is back;
 * the form disables buying for them.
 */
export function SizePicker({
  sizes,
  soldOut = [],
  ...props
}: PickerProps<Size> & { sizes: readonly Size[]; soldOut?: readonly Size[] }) {
  const texts = useTexts(productTexts)
  return (
    <OptionGroup
      legend={texts.size}
      options={sizes.map((size) => ({
        value: size,
        label: size,
        ...(soldOut.includes(size) ? { soldOut: texts.soldOutOption } : {}),
      }))}
      {...props}
    />
  )
}
