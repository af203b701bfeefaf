import type { Province } from './address-schema'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The provinces and territories as each language writes them: the checkout's choices, the order page and the
 * order e-mails all name a stored province (always its English value) through this one table.
 */
export const PROVINCE_NAMES: Record<Locale, Record<Province, string>> = {
  en: {
    Punjab: 'Punjab',
    Sindh: 'Sindh',
    'Khyber Pakhtunkhwa': 'Khyber Pakhtunkhwa',
    Balochistan: 'Balochistan',
    'Islamabad Capital Territory': 'Islamabad Capital Territory',
    'Gilgit-Baltistan': 'Gilgit-Baltistan',
    'Azad Jammu and Kashmir': 'Azad Jammu and Kashmir',
  },
  ur: {
    Punjab: 'پنجاب',
    Sindh: 'سندھ',
    'Khyber Pakhtunkhwa': 'خیبر پختونخوا',
    Balochistan: 'بلوچستان',
    'Islamabad Capital Territory': 'اسلام آباد وفاقی علاقہ',
    'Gilgit-Baltistan': 'گلگت بلتستان',
    'Azad Jammu and Kashmir': 'آزاد جموں و کشمیر',
  },
}

/** A stored province in `locale`; a value the table does not know is shown as stored. */
export function provinceName(locale: Locale, province: string): string {
  return (PROVINCE_NAMES[locale] as Record<string, string>)[province] ?? province
}
