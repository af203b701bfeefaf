import type { SlideText, TestimonialText } from './text-shapes'

/** Urdu words of the home page (data/home.ts): slides and testimonials by id, cards by link, photos by picture. */
export const slideTextsUr = {
  1: {
    title: 'ہر دن کے لیے سدا بہار عبایا',
    subtitle: 'لہراتے کریپ، لینن اور سلک میں، باوقار چال اور سلیقے سے مکمل پردے کے لیے تراشے گئے۔',
  },
  2: {
    title: 'ہر رنگ میں نرم و ملائم حجاب',
    subtitle: 'سلک، شیفون اور جرسی کے اسکارف جو خوبصورتی سے ٹکتے ہیں اور سارا دن اپنی جگہ رہتے ہیں۔',
  },
  3: {
    title: 'عید کلیکشن آ گئی ہے',
    subtitle: 'تہوار کے خاص ملبوسات اور آپ کی پسندیدہ ضروری چیزیں، اب خصوصی قیمتوں پر۔',
  },
} as const satisfies Record<number, SlideText>

/** 'Discover Your Style' card names, keyed by each card's href. */
export const categoryCardNamesUr = {
  '/clothing/abayas': 'عبایا',
  '/hijabs/scarves': 'حجاب',
  '/beauty/halal-certified': 'بیوٹی',
  '/accessories/jewelry': 'لوازمات',
} as const satisfies Record<string, string>

export const testimonialTextsUr = {
  1: {
    name: 'عائشہ ک۔',
    content:
      'میرا کڑھائی والا عبایا دو دن میں کراچی پہنچ گیا، اور بہت خوبصورتی سے پیک کیا ہوا تھا۔ کریپ بھاری اور نرم ہے، اور آستینیں بالکل صحیح لمبائی کی ہیں۔ میں نے اسے اپنی کزن کے نکاح پر پہنا تو تین آنٹیوں نے پوچھا کہ کہاں سے لیا ہے۔',
  },
  2: {
    name: 'فاطمہ ر۔',
    content:
      'آخرکار ایسے شیفون حجاب مل گئے جو نہ آر پار دکھتے ہیں نہ پھسلتے ہیں! میں نے چار رنگ منگوائے اور سب کے شیڈ بالکل تصویروں جیسے ہیں۔ JazzCash سے ادائیگی بہت ہی آسان تھی۔',
  },
  3: {
    name: 'ماہ نور س۔',
    content:
      'حلال لپ اسٹک سارا دن ٹکی رہتی ہے اور اسے لگا کر دل کو اطمینان رہتا ہے۔ گلابی شیڈ میری رنگت پر بالکل جچتا ہے۔ بس کاش اس کے اور رنگ بھی ہوتے۔',
  },
  4: {
    name: 'زینب ا۔',
    content:
      'میں نے عمرے کے لیے لینن کا نماز والا لباس لیا اور گرمی میں یہ بہترین رہا۔ WhatsApp پر کسٹمر کیئر نے صحیح سائز چننے میں میری مدد کی۔ ان شاء اللہ دوبارہ ضرور خریداری کروں گی۔',
  },
} as const satisfies Record<number, TestimonialText>

export const gridPhotoAltsUr = {
  'home/grid-1': 'ہلکی آئیوری دیوار کے سامنے لہراتا سیاہ عبایا',
  'home/grid-2': 'ہلکے پیسٹل رنگوں میں تہہ کیے ہوئے سلک اور شیفون حجاب',
  'home/grid-3': 'گلے پر سنہری کام والا کڑھائی دار کفتان',
  'home/grid-4': 'ماربل کی ٹرے پر حلال لپ اسٹکس اور کشن کمپیکٹ',
  'home/grid-5': 'مخملی اسٹینڈ پر موتیوں کے بندے اور سنہری چوڑیاں',
  'home/grid-6': 'کرسی پر ڈالی ہوئی کاٹن کی چوڑی شال',
} as const satisfies Record<string, string>

export const benefitTextsUr = {
  truck: { title: 'مفت شپنگ', text: '$50 سے زائد کے ہر آرڈر پر پورے پاکستان میں مفت ڈیلیوری۔' },
  shield: {
    title: 'حلال سرٹیفائیڈ',
    text: 'بیوٹی پروڈکٹس، اجزا سے لے کر بوتل تک آزاد ادارے سے حلال سرٹیفائیڈ۔',
  },
  card: {
    title: 'ادائیگی کے متعدد طریقے',
    text: 'Visa، MasterCard، PayPal، EasyPaisa یا JazzCash سے ادائیگی کیجیے۔',
  },
} as const satisfies Record<'truck' | 'shield' | 'card', { title: string; text: string }>
