import type { Payload } from 'payload'

import { createBilingual } from './shared'

const DAY = 24 * 60 * 60 * 1000

/** Three upcoming open days in Riyadh, Jeddah and Dubai, dated from the day the seed runs. */
export const openDays = [
  {
    inDays: 12,
    title: { en: 'Riyadh graduate open day', ar: 'اليوم المفتوح لحديثي التخرج في الرياض' },
    summary: {
      en: 'Bring your CV: our consultants review it with you and introduce the entry-level roles our clients are hiring for.',
      ar: 'أحضر سيرتك الذاتية ليراجعها معك مستشارونا، ويعرّفوك بوظائف المبتدئين التي يوظّف لها عملاؤنا.',
    },
    city: { en: 'Riyadh', ar: 'الرياض' },
    venue: { en: 'Nukhba Talent office, King Fahd Road', ar: 'مكتب نخبة للتوظيف، طريق الملك فهد' },
  },
  {
    inDays: 26,
    title: { en: 'Healthcare careers evening', ar: 'أمسية الوظائف الصحية' },
    summary: {
      en: 'Nurses, pharmacists and allied health professionals meet hospital groups hiring in Jeddah and Makkah.',
      ar: 'لقاء يجمع الممرضين والصيادلة وأخصائيي المهن الصحية المساندة بمجموعات مستشفيات توظّف في جدة ومكة المكرمة.',
    },
    city: { en: 'Jeddah', ar: 'جدة' },
    venue: { en: 'Hilton Jeddah, Corniche', ar: 'فندق هيلتون جدة، الكورنيش' },
  },
  {
    inDays: 40,
    title: { en: 'Emirati talent day', ar: 'يوم الكفاءات الإماراتية' },
    summary: {
      en: 'For UAE nationals starting or changing careers in the private sector, with interview practice in Arabic and English.',
      ar: 'للمواطنين الإماراتيين الذين يبدؤون مسيرتهم في القطاع الخاص أو يغيّرونها، مع تدريب على المقابلات بالعربية والإنجليزية.',
    },
    city: { en: 'Dubai', ar: 'دبي' },
    venue: { en: 'Dubai World Trade Centre', ar: 'مركز دبي التجاري العالمي' },
  },
]

export async function seedOpenDays(payload: Payload, now = new Date()): Promise<number> {
  for (const day of openDays) {
    await createBilingual(
      payload,
      'open-days',
      {
        title: day.title.en,
        summary: day.summary.en,
        city: day.city.en,
        venue: day.venue.en,
        startsAt: new Date(now.getTime() + day.inDays * DAY).toISOString(),
      },
      { title: day.title.ar, summary: day.summary.ar, city: day.city.ar, venue: day.venue.ar },
    )
  }
  return openDays.length
}
