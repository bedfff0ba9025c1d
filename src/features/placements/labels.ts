import type { Country, Currency } from './money'

/** The admin's labels for the GCC countries and currencies (the Arabic as Gulf invoices write them). */
export const COUNTRY_LABELS: Record<Country, { en: string; ar: string }> = {
  SA: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  AE: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  QA: { en: 'Qatar', ar: 'قطر' },
  KW: { en: 'Kuwait', ar: 'الكويت' },
  BH: { en: 'Bahrain', ar: 'البحرين' },
  OM: { en: 'Oman', ar: 'عُمان' },
}

export const CURRENCY_LABELS: Record<Currency, { en: string; ar: string }> = {
  SAR: { en: 'SAR (Saudi riyal)', ar: 'ريال سعودي' },
  AED: { en: 'AED (UAE dirham)', ar: 'درهم إماراتي' },
  QAR: { en: 'QAR (Qatari riyal)', ar: 'ريال قطري' },
  KWD: { en: 'KWD (Kuwaiti dinar)', ar: 'دينار كويتي' },
  BHD: { en: 'BHD (Bahraini dinar)', ar: 'دينار بحريني' },
  OMR: { en: 'OMR (Omani rial)', ar: 'ريال عُماني' },
}

export const SERVICE_LINES = ['recruitment', 'executiveSearch', 'outsourcing', 'employerOfRecord'] as const
export const SERVICE_LINE_LABELS: Record<(typeof SERVICE_LINES)[number], { en: string; ar: string }> = {
  recruitment: { en: 'Recruitment', ar: 'التوظيف' },
  executiveSearch: { en: 'Executive search', ar: 'البحث عن القيادات التنفيذية' },
  outsourcing: { en: 'Outsourcing', ar: 'الإسناد الخارجي' },
  employerOfRecord: { en: 'Employer of Record', ar: 'صاحب العمل المسجّل' },
}
