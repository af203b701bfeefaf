import { defineTexts } from '@/lib/i18n/define-texts'

/** The extra sections five categories carry below their products, in both languages. */
export const extrasTexts = defineTexts(
  'category extras',
  {
    abayas: {
      eyebrow: 'Why our abayas',
      title: 'Made to Be Worn for Years',
      intro:
        'An abaya is something you reach for every day, so we make ours to last: beautiful cloth, careful hands and a fair way of working.',
      // In the order of the icons in abaya-values.tsx.
      values: [
        {
          title: 'Premium Fabrics',
          text: 'Nida, crepe and silk blends chosen for a soft drape, an opaque finish and comfort through long, warm days.',
        },
        {
          title: 'Artisanal Craftsmanship',
          text: 'Every embroidered cuff and hand-set bead is finished by skilled karigars, so each abaya carries a maker’s care.',
        },
        {
          title: 'Ethical Production',
          text: 'Small batches, fair wages and no overproduction: we make what our customers love, and nothing goes to waste.',
        },
      ],
    },
    jilbabs: {
      eyebrow: 'Wear it well',
      title: 'Styling Your Jilbab',
      intro: 'Full coverage never has to feel plain. Three small choices make a jilbab feel like your own.',
      tip: (number: number) => `Tip ${number}`,
      tips: [
        {
          title: 'Choose your length',
          text: 'A one-piece jilbab should graze the ankle; for a two-piece, let the top fall to the fingertips so it moves with you.',
        },
        {
          title: 'Layer for the season',
          text: 'In summer, a breathable cotton or linen jilbab over a light underdress keeps you cool. In winter, add a fine knit beneath.',
        },
        {
          title: 'Frame the face',
          text: 'Let the hood sit just at the hairline and pin a contrasting underscarf beneath it for a neat, polished finish.',
        },
      ],
    },
    kaftans: {
      eyebrow: 'Our story',
      title: 'From Heritage to Modern Day',
      history:
        'The kaftan travelled from the courts of Persia and the Ottoman sultans along the old trade routes, gathering embroidery, braid and mirror work wherever it went.',
      today:
        'Ours keep what made it last, an easy and generous shape that flatters everyone, and bring it to today: light cotton for warm afternoons, and beaded, zari-worked pieces for Eid and evening dawats.',
      readStory: 'Read Our Story',
    },
    longDresses: {
      eyebrow: 'Dress for the day',
      title: 'A Long Dress for Every Occasion',
      intro:
        'From the school gate to the wedding hall, there is a long dress in this collection made for the moment.',
      occasions: [
        {
          title: 'Everyday Ease',
          text: 'Soft cotton and jersey maxis for errands, school runs and long days on your feet.',
        },
        {
          title: 'At the Office',
          text: 'Crepe and pleated styles with clean lines that pair with a blazer and a neat hijab.',
        },
        {
          title: 'Weddings & Eid',
          text: 'Flowing chiffon and embellished silk that photograph beautifully and move with you.',
        },
        {
          title: 'Evening Dawats',
          text: 'Rich jewel tones and wrap silhouettes for dinners with family and friends.',
        },
      ],
      tipsEyebrow: 'Styling notes',
      tipsTitle: 'How to Style a Long Dress',
      tips: [
        'Define the waist with a slim belt to give a flowing dress shape without losing any coverage.',
        'Match the hijab to a colour in the print, or choose one shade lighter for a soft, tonal look.',
        'Layer a longline cardigan or open abaya over a sleeveless style to make it fully modest.',
        'Keep hems just above the floor and pair them with block heels or flats you can walk in all day.',
      ],
      styleGuide: 'View Style Guide',
    },
    tunics: {
      eyebrow: 'Mix and match',
      title: 'Perfect Pairings',
      intro:
        'A good tunic is the most versatile piece in a modest wardrobe. Here is how our customers wear theirs.',
      pairings: [
        {
          title: 'Wide-leg trousers',
          text: 'The easiest everyday look: a knee-length tunic over relaxed, wide-leg trousers.',
        },
        {
          title: 'A pleated maxi skirt',
          text: 'A shorter tunic over a flowing skirt reads smart enough for work and dinner.',
        },
        {
          title: 'A jersey hijab',
          text: 'Pick a hijab from the tunic’s print, or a soft neutral to let the detail shine.',
        },
      ],
      styleGuide: 'Explore Style Guide',
      featuresTitle: 'Every tunic has',
      features: [
        'Longline cuts that fall to the knee or below',
        'Side slits for easy movement',
        'Full-length sleeves with neat cuffs',
        'Breathable cotton, linen and crepe',
        'Relaxed fits that never cling',
      ],
    },
  },
  {
    abayas: {
      eyebrow: 'ہمارے عبایا کیوں',
      title: 'برسوں پہننے کے لیے تیار',
      intro:
        'عبایا وہ لباس ہے جو آپ روز پہنتی ہیں، اس لیے ہم اسے دیرپا بناتے ہیں: خوبصورت کپڑا، ہنرمند ہاتھ اور کام کا منصفانہ طریقہ۔',
      values: [
        {
          title: 'اعلیٰ معیار کے کپڑے',
          text: 'ندا، کریپ اور ریشم کے آمیزے، جو نرمی سے ڈھلکتے ہیں، آر پار نظر نہیں آتے اور لمبے گرم دنوں میں بھی آرام دہ رہتے ہیں۔',
        },
        {
          title: 'کاریگروں کا ہنر',
          text: 'ہر کڑھائی والا کف اور ہاتھ سے لگایا گیا ہر موتی ماہر کاریگر مکمل کرتے ہیں، اس لیے ہر عبایا میں بنانے والے کی محبت شامل ہوتی ہے۔',
        },
        {
          title: 'دیانت دار تیاری',
          text: 'تھوڑی تعداد میں تیاری، منصفانہ اجرت اور ضرورت سے زیادہ کچھ نہیں: ہم وہی بناتے ہیں جو ہمارے گاہک پسند کرتے ہیں، اور کچھ ضائع نہیں ہوتا۔',
        },
      ],
    },
    jilbabs: {
      eyebrow: 'سلیقے سے پہنیں',
      title: 'جلباب پہننے کے انداز',
      intro:
        'مکمل پردہ کبھی سادہ محسوس نہیں ہونا چاہیے۔ تین چھوٹے فیصلے جلباب کو آپ کا اپنا انداز بنا دیتے ہیں۔',
      tip: (number: number) => `مشورہ ${number}`,
      tips: [
        {
          title: 'لمبائی کا انتخاب کریں',
          text: 'ایک حصے والا جلباب ٹخنے کو چھونا چاہیے؛ دو حصوں والے میں اوپر کا حصہ انگلیوں کے سروں تک آئے تاکہ آپ کے ساتھ آسانی سے حرکت کرے۔',
        },
        {
          title: 'موسم کے مطابق تہہ',
          text: 'گرمیوں میں ہلکے زیرِ لباس پر سوتی یا لینن کا ہوادار جلباب آپ کو ٹھنڈا رکھتا ہے۔ سردیوں میں نیچے باریک بُنا ہوا لباس پہن لیں۔',
        },
        {
          title: 'چہرے کو سجائیں',
          text: 'ہُڈ کو بالوں کی لکیر پر رکھیں اور نیچے مختلف رنگ کا انڈر اسکارف پن کریں تاکہ انداز صاف ستھرا اور نفیس لگے۔',
        },
      ],
    },
    kaftans: {
      eyebrow: 'ہماری کہانی',
      title: 'روایت سے آج تک',
      history:
        'کفتان فارس کے درباروں اور عثمانی سلاطین سے پرانے تجارتی راستوں کے ساتھ سفر کرتا رہا، اور جہاں گیا وہاں سے کڑھائی، گوٹا اور شیشے کا کام ساتھ لیتا گیا۔',
      today:
        'ہمارے کفتان وہ خوبی برقرار رکھتے ہیں جس نے اسے صدیوں زندہ رکھا، یعنی کھلا اور آرام دہ انداز جو ہر ایک پر جچتا ہے، اور اسے آج کے دور میں لاتے ہیں: گرم دوپہروں کے لیے ہلکا سوتی کپڑا، اور عید اور شام کی دعوتوں کے لیے موتیوں اور زری کے کام والے جوڑے۔',
      readStory: 'ہماری کہانی پڑھیں',
    },
    longDresses: {
      eyebrow: 'ہر دن کا لباس',
      title: 'ہر موقع کے لیے لمبا لباس',
      intro: 'اسکول کے دروازے سے شادی ہال تک، اس کلیکشن میں ہر لمحے کے لیے ایک لمبا لباس موجود ہے۔',
      occasions: [
        {
          title: 'روزمرہ کا آرام',
          text: 'کام کاج، بچوں کو اسکول چھوڑنے اور دن بھر چلنے پھرنے کے لیے نرم سوتی اور جرسی کی میکسیاں۔',
        },
        {
          title: 'دفتر کے لیے',
          text: 'کریپ اور پلیٹ والے صاف ستھرے ڈیزائن، جو بلیزر اور سلیقے سے لیے حجاب کے ساتھ خوب جچتے ہیں۔',
        },
        {
          title: 'شادیاں اور عید',
          text: 'لہراتا شیفون اور سجاوٹ والا ریشم، جو تصویروں میں خوبصورت لگتے ہیں اور آپ کے ساتھ لہراتے ہیں۔',
        },
        {
          title: 'شام کی دعوتیں',
          text: 'گھر والوں اور دوستوں کے ساتھ کھانوں کے لیے گہرے جواہراتی رنگ اور ریپ انداز۔',
        },
      ],
      tipsEyebrow: 'انداز کے مشورے',
      tipsTitle: 'لمبا لباس کیسے پہنیں',
      tips: [
        'پتلی بیلٹ سے کمر نمایاں کریں تاکہ لہراتے لباس کو پردے میں کمی کے بغیر شکل ملے۔',
        'حجاب کو پرنٹ کے کسی رنگ سے ملائیں، یا نرم ہم رنگ انداز کے لیے ایک درجہ ہلکا رنگ چنیں۔',
        'بغیر آستین والے لباس پر لمبا کارڈیگن یا کھلا عبایا پہن کر اسے مکمل باپردہ بنائیں۔',
        'دامن زمین سے ذرا اوپر رکھیں اور ایسی چپٹی جوتی یا چوڑی ہیل پہنیں جن میں دن بھر چل سکیں۔',
      ],
      styleGuide: 'اسٹائل گائیڈ دیکھیں',
    },
    tunics: {
      eyebrow: 'ملا کر پہنیں',
      title: 'بہترین جوڑ',
      intro: 'اچھی ٹیونک باپردہ الماری کا سب سے کارآمد لباس ہے۔ دیکھیے ہمارے گاہک اسے کیسے پہنتے ہیں۔',
      pairings: [
        {
          title: 'کھلے پائنچوں والا ٹراؤزر',
          text: 'روزمرہ کا سب سے آسان انداز: آرام دہ، کھلے پائنچوں والے ٹراؤزر پر گھٹنے تک لمبی ٹیونک۔',
        },
        {
          title: 'پلیٹ والا لمبا اسکرٹ',
          text: 'لہراتے اسکرٹ پر چھوٹی ٹیونک دفتر اور دعوت دونوں کے لیے موزوں لگتی ہے۔',
        },
        {
          title: 'جرسی کا حجاب',
          text: 'ٹیونک کے پرنٹ میں سے کوئی رنگ چن کر حجاب لیں، یا ہلکا سادہ رنگ تاکہ کام نمایاں رہے۔',
        },
      ],
      styleGuide: 'اسٹائل گائیڈ دیکھیں',
      featuresTitle: 'ہر ٹیونک میں',
      features: [
        'گھٹنے یا اس سے نیچے تک لمبی کٹنگ',
        'آسانی سے چلنے پھرنے کے لیے سائیڈ چاک',
        'صاف ستھرے کف کے ساتھ پوری آستینیں',
        'ہوادار سوتی، لینن اور کریپ',
        'ڈھیلی فٹنگ جو جسم سے نہیں چپکتی',
      ],
    },
  },
)
