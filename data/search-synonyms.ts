import type { SearchSynonymGroup } from './schemas'

/**
 * The other ways shoppers write the catalogue's words: Roman Urdu, Urdu script, common English variants and
 * misspellings. Search treats every spelling in a group as its `term`, in the catalogue and in the query
 * (lib/search/search-terms.ts), so "abaaya", "عبایا" and "abaya" find the same products.
 *
 * `term` is a word the catalogue itself uses (English, singular). Where a shopper's word names something the
 * shop sells under another name (a kurti is what the catalogue calls a tunic, a dupatta is worn like its
 * shawls), the group points at the catalogue's word. Spellings are one word each: the search splits a query
 * into words before it looks them up. Urdu letter variants (ی/ي, ک/ك, ہ/ه) need no entry: they are folded
 * before lookup (lib/search/fold-spelling.ts), and so are plurals in English ("abayas", "dresses").
 *
 * To add a spelling: put it in its group and run `npm run test:unit -- search` (a spelling may belong to one
 * group only; the test says which two groups claim it).
 */
export const searchSynonyms: readonly SearchSynonymGroup[] = [
  // Clothing
  // A burqa is a different garment, but Pakistani shoppers use the word for the closed abayas the shop sells.
  {
    term: 'abaya',
    spellings: [
      'abaaya',
      'abayah',
      'abbaya',
      'abaiya',
      'abayat',
      'عبایا',
      'عبایہ',
      'عباية',
      'burqa',
      'burka',
      'burkha',
      'برقع',
      'برقعہ',
    ],
  },
  { term: 'jilbab', spellings: ['jilbaab', 'jelbab', 'jalabib', 'جلباب'] },
  { term: 'kaftan', spellings: ['caftan', 'kaftaan', 'qaftan', 'کفتان', 'کافتان', 'قفطان'] },
  {
    term: 'tunic',
    spellings: ['kurta', 'kurti', 'kameez', 'qameez', 'kamiz', 'قمیض', 'کرتا', 'کرتی', 'ٹیونک'],
  },
  {
    term: 'trouser',
    spellings: [
      'shalwar',
      'salwar',
      'shalwaar',
      'pants',
      'pant',
      'pajama',
      'pyjama',
      'شلوار',
      'پاجامہ',
      'ٹراؤزر',
    ],
  },
  { term: 'dress', spellings: ['frock', 'frak', 'gown', 'فراک', 'لباس', 'ڈریس'] },
  { term: 'prayer', spellings: ['namaz', 'namaaz', 'salah', 'salat', 'نماز'] },
  { term: 'skirt', spellings: ['lehnga', 'lehenga', 'سکرٹ', 'اسکرٹ'] },
  // Hijabs
  { term: 'hijab', spellings: ['hijaab', 'hejab', 'hijjab', 'حجاب'] },
  {
    term: 'shawl',
    spellings: [
      'dupatta',
      'duppata',
      'dupata',
      'dopatta',
      'dupattay',
      'chadar',
      'chaddar',
      'chader',
      'stole',
      'دوپٹہ',
      'دوپٹا',
      'چادر',
      'شال',
    ],
  },
  { term: 'scarf', spellings: ['scarves', 'scarfs', 'rumal', 'اسکارف', 'سکارف'] },
  { term: 'khimar', spellings: ['khimaar', 'kimar', 'khemar', 'خمار'] },
  { term: 'niqab', spellings: ['niqaab', 'nikab', 'naqab', 'nakab', 'نقاب'] },
  { term: 'pashmina', spellings: ['pashmeena', 'pashmena', 'پشمینہ'] },
  // Beauty
  { term: 'lipstick', spellings: ['lipstik', 'lipistic', 'lipistick', 'لپاسٹک', 'لپسٹک'] },
  { term: 'kohl', spellings: ['kajal', 'kajol', 'surma', 'surmah', 'سرمہ', 'کاجل'] },
  {
    term: 'perfume',
    spellings: [
      'attar',
      'itar',
      'ittar',
      'itr',
      'khushboo',
      'khushbu',
      'fragrance',
      'scent',
      'عطر',
      'خوشبو',
      'پرفیوم',
    ],
  },
  { term: 'makeup', spellings: ['makup', 'میکاپ'] },
  { term: 'cream', spellings: ['creme', 'کریم'] },
  { term: 'shampoo', spellings: ['shampo', 'shampu', 'شیمپو'] },
  { term: 'oil', spellings: ['tel', 'تیل'] },
  { term: 'halal', spellings: ['halaal', 'حلال'] },
  // Accessories
  {
    term: 'earring',
    spellings: ['jhumka', 'jhumki', 'jhumkay', 'bali', 'baliyan', 'جھمکا', 'جھمکے', 'بالی', 'بالیاں'],
  },
  {
    term: 'bangle',
    spellings: ['choori', 'churi', 'chooriyan', 'churiyan', 'kangan', 'چوڑی', 'چوڑیاں', 'کنگن'],
  },
  { term: 'pendant', spellings: ['locket', 'necklace', 'haar', 'لاکٹ', 'ہار'] },
  { term: 'ring', spellings: ['angoothi', 'anguthi', 'انگوٹھی'] },
  { term: 'bag', spellings: ['handbag', 'purse', 'پرس', 'بیگ', 'تھیلا'] },
  {
    term: 'shoe',
    spellings: [
      'joota',
      'juta',
      'jootay',
      'jooti',
      'khussa',
      'sandal',
      'chappal',
      'جوتا',
      'جوتے',
      'کھسہ',
      'چپل',
    ],
  },
  { term: 'belt', spellings: ['patka', 'بیلٹ'] },
  { term: 'jewelry', spellings: ['jewellery', 'jewelery', 'zewar', 'zevar', 'زیور', 'زیورات'] },
  // Fabrics and colours
  { term: 'chiffon', spellings: ['chifon', 'shifon', 'chiffone', 'شیفون'] },
  { term: 'silk', spellings: ['resham', 'reshmi', 'ریشم', 'ریشمی'] },
  { term: 'cotton', spellings: ['sooti', 'suti', 'کاٹن', 'سوتی'] },
  { term: 'black', spellings: ['kala', 'kaala', 'kali', 'siyah', 'کالا', 'کالی', 'سیاہ'] },
  { term: 'white', spellings: ['safed', 'safaid', 'sufaid', 'سفید'] },
  { term: 'gold', spellings: ['golden', 'sunehra', 'sunehri', 'sona', 'سنہرا', 'سنہری', 'سونا'] },
  { term: 'emerald', spellings: ['green', 'hara', 'sabz', 'سبز', 'ہرا', 'زمردی'] },
  { term: 'blush', spellings: ['pink', 'gulabi', 'گلابی'] },
  { term: 'burgundy', spellings: ['maroon', 'mehroon', 'مہرون', 'برگنڈی'] },
  { term: 'beige', spellings: ['بیج'] },
  { term: 'grey', spellings: ['gray', 'surmai', 'سرمئی'] },
  { term: 'navy', spellings: ['blue', 'neela', 'نیلا', 'نیوی'] },
  // Occasions
  { term: 'eid', spellings: ['eed', 'عید'] },
  { term: 'wedding', spellings: ['shadi', 'shaadi', 'shaddi', 'barat', 'walima', 'شادی'] },
]
