import { FREE_DELIVERY_FROM } from '@/data/shipping'
import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'
import { leftToRight } from '@/lib/i18n/bidi'

/** About Us (/about): the shop's story and what it stands for. */
export const aboutTexts = defineTexts(
  'about',
  {
    page: {
      title: 'About Us',
      description: `The story behind ${site.name}: a Lahore modest-fashion shop for abayas, hijabs and halal beauty, made for women who want elegance without compromise.`,
    },
    heading: `About ${site.name}`,
    eyebrow: 'Our story',
    intro:
      'Modest fashion, hijabs and halal beauty for women who want to feel graceful, confident and completely themselves.',
    began: 'Where we began',
    beganText: `${site.name} started in ${site.contact.city.split(',')[0]} with a simple frustration: finding an abaya that was both beautifully made and comfortable enough for a full day meant visiting a dozen shops. So we set out to gather the pieces we wanted to wear ourselves, from everyday jilbabs to embroidered Eid kaftans, in one place that anyone in Pakistan could shop from their phone.`,
    nameBefore: 'The name means',
    captivating: 'captivating',
    // Starts with its own space: the Urdu starts with a full stop, straight after the word.
    nameAfter:
      ' in Arabic. For us, that has never meant loud: it means the quiet confidence of a well-draped hijab, a fabric that moves with you and a colour that suits you.',
    standFor: 'What we stand for',
    values: [
      {
        title: 'Modesty, beautifully.',
        text: 'Every piece is cut for full coverage and easy movement, never at the cost of style.',
      },
      {
        title: 'Fabrics that breathe.',
        text: 'Crepe, chiffon, cotton and linen chosen for long, warm days and cool evenings alike.',
      },
      {
        title: 'Beauty you can trust.',
        text: 'Our beauty range is made without alcohol or animal-derived ingredients, and our Halal Certified collection carries independent certification.',
      },
      {
        title: 'Made with care.',
        text: 'We work with skilled tailors and embroiderers and pay fairly for their craft.',
      },
    ],
    shopping: 'Shopping with us',
    shoppingText: `We deliver across Pakistan, with free shipping on orders over ${FREE_DELIVERY_FROM}. New customers get ${site.firstOrderDiscountPercent}% off their first order when they sign up. If you have a question about sizing, fabrics or an order, our team is happy to help:`,
    contact: 'get in touch',
    or: 'or read our',
    faq: 'frequently asked questions',
    end: '.',
    explore: 'Explore the collection',
  },
  {
    page: {
      title: 'ہمارے بارے میں',
      description: `${site.name} کی کہانی: لاہور کی ایک باپردہ فیشن دکان، عبایا، حجاب اور حلال بیوٹی کے لیے، ان خواتین کے لیے جو وقار پر سمجھوتا نہیں کرتیں۔`,
    },
    heading: `${site.name} کے بارے میں`,
    eyebrow: 'ہماری کہانی',
    intro:
      'باپردہ فیشن، حجاب اور حلال بیوٹی، ان خواتین کے لیے جو باوقار، پُراعتماد اور پوری طرح خود جیسی محسوس کرنا چاہتی ہیں۔',
    began: 'ہماری شروعات',
    beganText: `${site.name} کی شروعات لاہور میں ایک سادہ سی الجھن سے ہوئی: ایسا عبایا ڈھونڈنے کے لیے جو خوبصورتی سے بنا ہو اور سارا دن آرام دہ بھی رہے، درجن بھر دکانوں کے چکر لگانے پڑتے تھے۔ تو ہم نے وہ چیزیں اکٹھی کرنے کی ٹھانی جو ہم خود پہننا چاہتی تھیں، روزمرہ کے جلباب سے لے کر کڑھائی والے عید کے کفتان تک، ایک ایسی جگہ جہاں پاکستان میں کوئی بھی اپنے فون سے خریداری کر سکے۔`,
    nameBefore: 'عربی میں اس نام کا مطلب ہے',
    captivating: 'دلکش',
    nameAfter:
      '۔ ہمارے لیے اس کا مطلب کبھی شوخی نہیں رہا: اس کا مطلب ہے اچھے سے اوڑھے ہوئے حجاب کا پُرسکون اعتماد، آپ کے ساتھ لہراتا کپڑا اور آپ پر جچتا رنگ۔',
    standFor: 'ہمارے اصول',
    values: [
      {
        title: 'پردہ، خوبصورتی کے ساتھ۔',
        text: 'ہر لباس پورے پردے اور آسانی سے چلنے پھرنے کے لیے سلا ہے، انداز کی قربانی دیے بغیر۔',
      },
      {
        title: 'ہوادار کپڑے۔',
        text: 'کریپ، شیفون، کاٹن اور لینن، لمبے گرم دنوں اور ٹھنڈی شاموں دونوں کے لیے چنے ہوئے۔',
      },
      {
        title: 'بھروسے والی بیوٹی۔',
        text: 'ہماری بیوٹی مصنوعات الکحل اور جانوروں سے حاصل کردہ اجزا کے بغیر بنی ہیں، اور ہمارا حلال سرٹیفائیڈ کلیکشن آزاد ادارے سے تصدیق شدہ ہے۔',
      },
      {
        title: 'محبت سے تیار۔',
        text: 'ہم ہنرمند درزیوں اور کڑھائی کرنے والوں کے ساتھ کام کرتے ہیں اور ان کے ہنر کا پورا معاوضہ دیتے ہیں۔',
      },
    ],
    shopping: 'ہم سے خریداری',
    shoppingText: `ہم پورے پاکستان میں ڈیلیور کرتے ہیں، اور ${leftToRight(FREE_DELIVERY_FROM)} سے زیادہ کے آرڈر پر ڈیلیوری مفت ہے۔ نئے گاہکوں کو سائن اَپ پر پہلے آرڈر پر ${site.firstOrderDiscountPercent}% رعایت ملتی ہے۔ سائز، کپڑے یا کسی آرڈر کے بارے میں سوال ہو تو ہماری ٹیم خوشی سے مدد کرے گی:`,
    contact: 'ہم سے رابطہ کریں',
    or: 'یا ہمارے',
    faq: 'عام سوالات پڑھیں',
    end: '۔',
    explore: 'کلیکشن دیکھیں',
  },
)
