import { z } from 'zod'
import { LANGUAGES } from '@/lib/auth/user'

/** The profile's language (spec section 3): english or urdu. */
export const LanguageSchema = z.enum(LANGUAGES)
