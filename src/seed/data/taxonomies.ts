/** Industries and locations the job board starts with; staff add more in /admin. */
export const industries = {
  engineering: { en: 'Engineering', ar: 'الهندسة' },
  healthcare: { en: 'Healthcare', ar: 'الرعاية الصحية' },
  banking: { en: 'Banking and finance', ar: 'البنوك والتمويل' },
  'information-technology': { en: 'Information technology', ar: 'تقنية المعلومات' },
  'oil-and-gas': { en: 'Oil and gas', ar: 'النفط والغاز' },
  construction: { en: 'Construction', ar: 'الإنشاءات' },
  hospitality: { en: 'Hospitality and tourism', ar: 'الضيافة والسياحة' },
  retail: { en: 'Retail', ar: 'التجزئة' },
  education: { en: 'Education', ar: 'التعليم' },
  'human-resources': { en: 'Human resources', ar: 'الموارد البشرية' },
  logistics: { en: 'Logistics and supply chain', ar: 'اللوجستيات وسلاسل الإمداد' },
  'sales-and-marketing': { en: 'Sales and marketing', ar: 'المبيعات والتسويق' },
} as const satisfies Record<string, { en: string; ar: string }>

export type IndustryKey = keyof typeof industries

export const locations = {
  riyadh: { city: { en: 'Riyadh', ar: 'الرياض' }, country: 'SA' },
  jeddah: { city: { en: 'Jeddah', ar: 'جدة' }, country: 'SA' },
  dammam: { city: { en: 'Dammam', ar: 'الدمام' }, country: 'SA' },
  khobar: { city: { en: 'Al Khobar', ar: 'الخبر' }, country: 'SA' },
  neom: { city: { en: 'NEOM', ar: 'نيوم' }, country: 'SA' },
  dubai: { city: { en: 'Dubai', ar: 'دبي' }, country: 'AE' },
  'abu-dhabi': { city: { en: 'Abu Dhabi', ar: 'أبوظبي' }, country: 'AE' },
  doha: { city: { en: 'Doha', ar: 'الدوحة' }, country: 'QA' },
  'kuwait-city': { city: { en: 'Kuwait City', ar: 'مدينة الكويت' }, country: 'KW' },
  manama: { city: { en: 'Manama', ar: 'المنامة' }, country: 'BH' },
  muscat: { city: { en: 'Muscat', ar: 'مسقط' }, country: 'OM' },
} as const satisfies Record<string, { city: { en: string; ar: string }; country: 'SA' | 'AE' | 'QA' | 'KW' | 'BH' | 'OM' }>

export type LocationKey = keyof typeof locations
