import { defineTexts } from '@/lib/i18n/define-texts'

/** The kaftan's story (/guide/kaftans), the page the kaftan listing's "Read Our Story" opens. */
export const kaftanGuideTexts = defineTexts(
  'kaftan guide',
  {
    page: {
      title: 'The Kaftan: From Heritage to Modern Day',
      description:
        'The story of the kaftan, from the robes of Persian and Ottoman courts to the embroidered kaftans worn for Eid across Pakistan today.',
    },
    eyebrow: 'Style guide',
    intro:
      'Few garments have travelled as far, or lasted as long, as the kaftan. Here is its story, and how to wear it now.',
    breadcrumb: 'Our Story',
    sections: [
      {
        heading: 'Robes of honour',
        text: "The kaftan's roots reach back thousands of years to ancient Mesopotamia and Persia, where a long, loose robe with wide sleeves suited both the climate and modest dress. By the time of the Ottoman Empire it had become a garment of honour: sultans presented richly woven silk kaftans to guests and officials, and the finest were embroidered with gold thread.",
      },
      {
        heading: 'Along the trade routes',
        text: 'Merchants and travellers carried the kaftan along the Silk Road and across North Africa. Each region made it its own: Moroccan kaftans with their intricate sfifa braiding, flowing robes in the Gulf, and in South Asia a love of mirror work, zari and thread embroidery that still shapes the festive kaftans worn across Pakistan today.',
      },
      {
        heading: 'The modern kaftan',
        text: "Today's kaftan keeps what made it last: an easy, generous shape that flatters every figure and covers with grace. Light cotton and chiffon versions are made for warm days at home and family visits; beaded and embroidered pieces for Eid, mehndi and evening dawats.",
      },
      {
        heading: 'How to wear yours',
        text: 'Let a printed kaftan fall loose with flat sandals for daytime, or add a slim belt to define the waist. For celebrations, pair an embroidered kaftan with a chiffon hijab in a matching tone and one piece of gold jewellery. Choose your usual size: the cut is meant to flow.',
      },
    ],
    picks: 'Kaftans to love now',
    shopAll: 'Shop all kaftans',
  },
  {
    page: {
      title: 'کفتان: روایت سے آج تک',
      description:
        'کفتان کی کہانی، فارس اور عثمانی درباروں کے چغوں سے لے کر آج پورے پاکستان میں عید پر پہنے جانے والے کڑھائی دار کفتان تک۔',
    },
    eyebrow: 'اسٹائل گائیڈ',
    intro:
      'بہت کم لباس کفتان جتنا لمبا سفر طے کر پائے یا اتنے عرصے تک قائم رہے۔ یہ رہی اس کی کہانی، اور آج اسے پہننے کا انداز۔',
    breadcrumb: 'ہماری کہانی',
    sections: [
      {
        heading: 'عزت کا لباس',
        text: 'کفتان کی جڑیں ہزاروں سال پہلے قدیم میسوپوٹیمیا اور فارس تک جاتی ہیں، جہاں کھلی آستینوں والا لمبا اور ڈھیلا چغہ وہاں کے موسم اور باپردہ لباس دونوں کے لیے موزوں تھا۔ سلطنتِ عثمانیہ کے دور تک یہ عزت کا لباس بن چکا تھا: سلاطین مہمانوں اور عہدے داروں کو ریشم کے نفیس بُنے ہوئے کفتان تحفے میں دیتے تھے، اور سب سے عمدہ کفتانوں پر سونے کے تار سے کڑھائی ہوتی تھی۔',
      },
      {
        heading: 'تجارتی راستوں کے ساتھ',
        text: 'تاجر اور مسافر کفتان کو شاہراہِ ریشم کے ساتھ اور شمالی افریقہ تک لے گئے۔ ہر خطے نے اسے اپنا رنگ دیا: مراکش کے کفتان اپنی باریک صفیفہ ڈوری کے کام کے ساتھ، خلیج کے لہراتے چغے، اور جنوبی ایشیا میں شیشے کے کام، زری اور دھاگے کی کڑھائی کا شوق، جو آج بھی پاکستان بھر میں پہنے جانے والے تہوار کے کفتانوں کی پہچان ہے۔',
      },
      {
        heading: 'آج کا کفتان',
        text: 'آج کا کفتان وہ خوبی برقرار رکھتا ہے جس نے اسے قائم رکھا: کھلا اور آرام دہ انداز جو ہر جسامت پر جچتا ہے اور وقار سے ڈھانپتا ہے۔ ہلکے سوتی اور شیفون کفتان گھر کے گرم دنوں اور رشتے داروں سے ملنے کے لیے ہیں؛ موتیوں اور کڑھائی والے کفتان عید، مہندی اور شام کی دعوتوں کے لیے۔',
      },
      {
        heading: 'اپنا کفتان کیسے پہنیں',
        text: 'دن کے وقت پرنٹ والا کفتان فلیٹ سینڈل کے ساتھ کھلا چھوڑ دیں، یا کمر نمایاں کرنے کے لیے پتلی بیلٹ لگا لیں۔ تقریبات کے لیے کڑھائی والے کفتان کے ساتھ ہم رنگ شیفون حجاب اور سونے کا ایک زیور پہنیں۔ اپنا معمول کا سائز چنیں: اس کی کٹنگ لہرانے کے لیے ہی بنی ہے۔',
      },
    ],
    picks: 'دل کو بھانے والے کفتان',
    shopAll: 'تمام کفتان دیکھیں',
  },
)
