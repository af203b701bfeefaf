import { defineTexts } from '@/lib/i18n/define-texts'

/** The account page's saved addresses. */
export const addressBookTexts = defineTexts(
  'address-book',
  {
    title: 'Saved addresses',
    empty: 'Your addresses are saved here when you order, so the checkout can fill them in next time.',
    isDefault: 'Default at checkout',
    makeDefault: 'Make default',
    remove: 'Delete',
    edit: 'Edit',
    editForm: 'Edit this address',
    save: 'Save address',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Address saved',
    failed: 'That did not work. Please try again.',
  },
  {
    title: 'محفوظ پتے',
    empty: 'آرڈر دینے پر آپ کے پتے یہاں محفوظ ہو جاتے ہیں، تاکہ اگلی بار چیک آؤٹ خود بھر جائے۔',
    isDefault: 'چیک آؤٹ پر پہلے سے منتخب',
    makeDefault: 'پہلے سے منتخب کریں',
    remove: 'حذف کریں',
    edit: 'ترمیم کریں',
    editForm: 'یہ پتا تبدیل کریں',
    save: 'پتا محفوظ کریں',
    saving: 'محفوظ ہو رہا ہے…',
    cancel: 'منسوخ کریں',
    saved: 'پتا محفوظ ہو گیا',
    failed: 'یہ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
)
