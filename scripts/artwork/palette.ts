/** The shop's brand colours and the skin tones its figures are drawn with. */

export const PLUM = '#6b2f4e'
export const PLUM_LIGHT = '#853d61'
export const PLUM_DEEP = '#3a1729'
export const GOLD = '#c9a14a'
export const IVORY = '#fbf8f3'
export const SKIN_TONES = ['#eac6a8', '#dcae88', '#c99270', '#b07a57', '#f1d3ba'] as const
