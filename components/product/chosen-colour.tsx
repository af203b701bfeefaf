'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { ColorName } from '@/data/schemas'

type ChosenColour = { colour: ColorName | null; choose: (colour: ColorName | null) => void }

const ChosenColourContext = createContext<ChosenColour | null>(null)

/**
 * The colour chosen in a purchase form, shared with the pictures beside it (the product page's gallery, Quick
 * View's picture), which show that colour. One scope per product shown: it starts at the form's own first
 * choice, the product's first colour.
 */
export function ChosenColourScope({ initial, children }: { initial: ColorName | null; children: ReactNode }) {
  const [colour, choose] = useState(initial)
  const value = useMemo(() => ({ colour, choose }), [colour])
  return <ChosenColourContext.Provider value={value}>{children}</ChosenColourContext.Provider>
}

/** The colour chosen in this scope's form, for a picture that follows it. */
export function useChosenColour(): ColorName | null {
  const scope = useContext(ChosenColourContext)
  if (!scope) throw new Error('useChosenColour must be used inside a ChosenColourScope')
  return scope.colour
}

/**
 * What a purchase form calls when its colour changes. A form outside any scope (one with no picture beside it)
 * gets a function that does nothing.
 */
export function useChooseColour(): (colour: ColorName | null) => void {
  return useContext(ChosenColourContext)?.choose ?? ignoreColour
}

const ignoreColour = () => {}
