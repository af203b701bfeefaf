import { z } from 'zod'
import { AddressSchema } from '@/lib/checkout/address-schema'

/** A saved address's id (lib/address-book/saved-address.ts savedAddressId). */
export const SavedAddressIdSchema = z.string().regex(/^[0-9a-f]{16}$/)

/**
 * The account page's "Edit" form for a saved address, checked in the browser and by the server action: the
 * checkout's own address rules, so a saved address is always one the checkout accepts.
 */
export const EditAddressSchema = AddressSchema.extend({ id: SavedAddressIdSchema })
