import { defineTexts } from '@/lib/i18n/define-texts'

/**
 * The hero carousel's controls. Apart from the home page's other words (home-texts.ts), which only the server
 * renders: the carousel is a client component, and whatever it imports ships in the home page's JavaScript.
 */
export const heroCarouselTexts = defineTexts(
  'hero-carousel',
  {
    region: 'Featured collections',
    kicker: 'Fatin Collection',
    shopNow: 'Shop Now',
    play: 'Play slideshow',
    pause: 'Pause slideshow',
    previous: 'Previous slide',
    next: 'Next slide',
    slideOf: (index: number, count: number) => `${index} of ${count}`,
    goTo: (index: number) => `Go to slide ${index}`,
  },
  {
    region: 'نمایاں کلیکشنز',
    kicker: 'Fatin کلیکشن',
    shopNow: 'ابھی خریدیں',
    play: 'سلائیڈ شو چلائیں',
    pause: 'سلائیڈ شو روکیں',
    previous: 'پچھلی سلائیڈ',
    next: 'اگلی سلائیڈ',
    slideOf: (index: number, count: number) => `${count} میں سے ${index}`,
    goTo: (index: number) => `سلائیڈ ${index} پر جائیں`,
  },
)
