import type { CountryCode } from 'libphonenumber-js'

/**
 * Cities a CV may name as where the candidate lives: the Gulf's, and those many of the region's job seekers write
 * from. Each with its English and Arabic name (as the profile should show it) and the other spellings CVs use.
 * The staff's own job locations (the `locations` collection) are added to these when a CV is read.
 */
export type Place = {
  city: { en: string; ar: string }
  country: CountryCode
  spellings?: readonly string[]
  /** Only these names are looked for, when a name is also an ordinary word or another place's (عمّان and عُمان). */
  only?: readonly string[]
}

export const PLACES: readonly Place[] = [
  { city: { en: 'Riyadh', ar: 'الرياض' }, country: 'SA', spellings: ['Riyad', 'Ar Riyadh', 'Al Riyadh'] },
  { city: { en: 'Jeddah', ar: 'جدة' }, country: 'SA', spellings: ['Jedda', 'Jiddah', 'Jidda'] },
  { city: { en: 'Makkah', ar: 'مكة المكرمة' }, country: 'SA', spellings: ['Mecca', 'Makka', 'مكة'] },
  { city: { en: 'Madinah', ar: 'المدينة المنورة' }, country: 'SA', spellings: ['Medina', 'Al Madinah', 'Madina'] },
  { city: { en: 'Dammam', ar: 'الدمام' }, country: 'SA', spellings: ['Ad Dammam', 'Al Dammam'] },
  { city: { en: 'Al Khobar', ar: 'الخبر' }, country: 'SA', spellings: ['Khobar', 'Al-Khobar', 'Alkhobar'] },
  { city: { en: 'Dhahran', ar: 'الظهران' }, country: 'SA', spellings: ['Az Zahran'] },
  { city: { en: 'Jubail', ar: 'الجبيل' }, country: 'SA', spellings: ['Al Jubail', 'Al-Jubail'] },
  { city: { en: 'Yanbu', ar: 'ينبع' }, country: 'SA' },
  { city: { en: 'Taif', ar: 'الطائف' }, country: 'SA', spellings: ['At Taif', 'Al Taif'] },
  { city: { en: 'Tabuk', ar: 'تبوك' }, country: 'SA' },
  { city: { en: 'Abha', ar: 'أبها' }, country: 'SA' },
  { city: { en: 'Khamis Mushait', ar: 'خميس مشيط' }, country: 'SA' },
  { city: { en: 'Buraidah', ar: 'بريدة' }, country: 'SA', spellings: ['Buraydah', 'Buraida'] },
  { city: { en: 'Hail', ar: 'حائل' }, country: 'SA', spellings: ["Ha'il"] },
  { city: { en: 'Najran', ar: 'نجران' }, country: 'SA' },
  { city: { en: 'Jazan', ar: 'جازان' }, country: 'SA', spellings: ['Jizan', 'Gizan', 'جيزان'] },
  { city: { en: 'Al Ahsa', ar: 'الأحساء' }, country: 'SA', spellings: ['Al-Ahsa', 'Al Hasa', 'Hofuf', 'Al Hofuf', 'الهفوف'] },
  { city: { en: 'Qatif', ar: 'القطيف' }, country: 'SA', spellings: ['Al Qatif'] },
  { city: { en: 'NEOM', ar: 'نيوم' }, country: 'SA' },
  { city: { en: 'Dubai', ar: 'دبي' }, country: 'AE' },
  { city: { en: 'Abu Dhabi', ar: 'أبوظبي' }, country: 'AE', spellings: ['أبو ظبي', 'Abudhabi'] },
  { city: { en: 'Sharjah', ar: 'الشارقة' }, country: 'AE', spellings: ['Al Sharjah'] },
  { city: { en: 'Ajman', ar: 'عجمان' }, country: 'AE' },
  { city: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' }, country: 'AE', spellings: ['Ras al-Khaimah', 'RAK'] },
  { city: { en: 'Fujairah', ar: 'الفجيرة' }, country: 'AE', spellings: ['Al Fujairah'] },
  { city: { en: 'Al Ain', ar: 'العين' }, country: 'AE', only: ['Al Ain', 'Al-Ain', 'مدينة العين'] },
  { city: { en: 'Doha', ar: 'الدوحة' }, country: 'QA' },
  { city: { en: 'Al Wakrah', ar: 'الوكرة' }, country: 'QA', spellings: ['Wakrah'] },
  { city: { en: 'Al Rayyan', ar: 'الريان' }, country: 'QA', spellings: ['Rayyan', 'Ar-Rayyan'] },
  { city: { en: 'Kuwait City', ar: 'مدينة الكويت' }, country: 'KW', spellings: ['الكويت العاصمة'] },
  { city: { en: 'Hawalli', ar: 'حولي' }, country: 'KW' },
  { city: { en: 'Salmiya', ar: 'السالمية' }, country: 'KW', spellings: ['Salmiyah', 'Al Salmiya'] },
  { city: { en: 'Manama', ar: 'المنامة' }, country: 'BH' },
  { city: { en: 'Muharraq', ar: 'المحرق' }, country: 'BH', spellings: ['Al Muharraq'] },
  { city: { en: 'Riffa', ar: 'الرفاع' }, country: 'BH' },
  { city: { en: 'Muscat', ar: 'مسقط' }, country: 'OM' },
  { city: { en: 'Salalah', ar: 'صلالة' }, country: 'OM' },
  { city: { en: 'Sohar', ar: 'صحار' }, country: 'OM' },
  { city: { en: 'Cairo', ar: 'القاهرة' }, country: 'EG' },
  { city: { en: 'Alexandria', ar: 'الإسكندرية' }, country: 'EG' },
  { city: { en: 'Amman', ar: 'عمّان' }, country: 'JO', only: ['Amman'] },
  { city: { en: 'Beirut', ar: 'بيروت' }, country: 'LB' },
  { city: { en: 'Khartoum', ar: 'الخرطوم' }, country: 'SD' },
  { city: { en: 'Casablanca', ar: 'الدار البيضاء' }, country: 'MA' },
  { city: { en: 'Karachi', ar: 'كراتشي' }, country: 'PK' },
  { city: { en: 'Lahore', ar: 'لاهور' }, country: 'PK' },
  { city: { en: 'Mumbai', ar: 'مومباي' }, country: 'IN', spellings: ['Bombay'] },
  { city: { en: 'New Delhi', ar: 'نيودلهي' }, country: 'IN', spellings: ['Delhi'] },
  { city: { en: 'Manila', ar: 'مانيلا' }, country: 'PH' },
  { city: { en: 'Dhaka', ar: 'دكا' }, country: 'BD' },
]

export const placeNames = (place: Place) => place.only ?? [place.city.en, place.city.ar, ...(place.spellings ?? [])]
