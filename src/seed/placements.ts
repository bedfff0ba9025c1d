import { randomUUID } from 'node:crypto'

import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Payload } from 'payload'

import { agencyDay } from '@/lib/dates'
import { addCalendarDays, DEFAULT_VAT_RATES } from '@/features/placements/money'
import { percentText } from '@/features/placements/percent'

/**
 * Demo placements (issue 31): the VAT settings (Saudi Arabia 15 %, the UAE 5 %), a fee agreement for a Saudi and an
 * Emirati client (the clients the portal's seed made, or two of our own when there are none), and placements around
 * today: paid, overdue, one whose guarantee ends within two weeks, one in dinars, a hire still waiting for its offer,
 * an early exit replaced at no fee and one credited, with candidates' names and notes in English and Arabic.
 */
export async function seedPlacements(payload: Payload, adminId: number, now = new Date()): Promise<number> {
  /** A placement the admin made alone (the whole fee split is theirs). */
  const place = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'placements',
      overrideAccess: true,
      data: { ...data, splits: [{ recruiter: adminId, share: '100' }] } as never,
    })
  await payload.updateGlobal({
    slug: 'billing-settings',
    data: { vatRates: DEFAULT_VAT_RATES.map((row) => ({ country: row.country, rate: percentText(row.rateBasisPoints) })) },
    overrideAccess: true,
  })
  const existing = (await payload.find({ collection: 'clients', limit: 2, depth: 0, overrideAccess: true, sort: 'id' })).docs.map(
    (doc) => doc.id,
  )
  const demo = [
    {
      en: 'Al Noor Contracting Company',
      ar: 'شركة النور للمقاولات',
      country: ['Saudi Arabia', 'المملكة العربية السعودية'],
      city: ['Riyadh', 'الرياض'],
    },
    {
      en: 'Gulf Horizon Logistics',
      ar: 'أفق الخليج للخدمات اللوجستية',
      country: ['United Arab Emirates', 'الإمارات العربية المتحدة'],
      city: ['Dubai', 'دبي'],
    },
  ]
  const clients: number[] = [...existing]
  for (const client of demo.slice(existing.length)) {
    const doc = await payload.create({
      collection: 'clients',
      locale: 'en',
      overrideAccess: true,
      data: { name: client.en, country: client.country[0], city: client.city[0], accountManager: adminId } as never,
    })
    await payload.update({
      collection: 'clients',
      id: doc.id,
      locale: 'ar',
      overrideAccess: true,
      data: { name: client.ar, country: client.country[1], city: client.city[1] } as never,
    })
    clients.push(doc.id)
  }
  const saudi = await payload.create({
    collection: 'fee-agreements',
    overrideAccess: true,
    data: {
      client: clients[0],
      title: 'Permanent recruitment 2026 — التوظيف الدائم 2026',
      country: 'SA',
      currency: 'SAR',
      feeKind: 'percentage',
      percentage: '20',
      base: 'basicPlusAllowances',
      paymentTermsDays: 30,
      guaranteeDays: 90,
      ownershipDays: 180,
      invoiceOn: 'startDate',
      notes: 'Replacement once within the guarantee. يُستبدل المرشح مرة واحدة خلال فترة الضمان.',
    } as never,
  })
  // The signed copy of the Saudi agreement, as staff would attach the client's scan (private to staff).
  const signed = Buffer.from(await signedAgreementPdf('Gulf Build Contracting', 'Permanent recruitment 2026'))
  const signedFile = await payload.create({
    collection: 'fee-agreement-files',
    overrideAccess: true,
    data: { originalName: 'Gulf Build - signed fee agreement 2026.pdf' } as never,
    file: { data: signed, mimetype: 'application/pdf', name: `${randomUUID()}.pdf`, size: signed.length },
  })
  await payload.update({
    collection: 'fee-agreements',
    id: saudi.id,
    overrideAccess: true,
    data: { signedAgreement: signedFile.id } as never,
  })
  const emirati = await payload.create({
    collection: 'fee-agreements',
    overrideAccess: true,
    data: {
      client: clients[1],
      title: 'Executive search retainer — بحث تنفيذي بدفعة مقدمة',
      country: 'AE',
      currency: 'AED',
      feeKind: 'percentage',
      percentage: '25',
      base: 'basic',
      paymentTermsDays: 45,
      guaranteeDays: 60,
      ownershipDays: 365,
      invoiceOn: 'startDate',
      retainer: { amount: '30,000.00', instalments: 3 },
    } as never,
  })
  const kuwait = await payload.create({
    collection: 'fee-agreements',
    overrideAccess: true,
    data: {
      client: clients[1],
      title: 'Kuwait flat fee — أتعاب ثابتة في الكويت',
      country: 'KW',
      currency: 'KWD',
      feeKind: 'flat',
      flatFee: '2,750.500',
      paymentTermsDays: 30,
      guaranteeDays: 90,
      ownershipDays: 180,
      invoiceOn: 'startDate',
    } as never,
  })
  const today = agencyDay(now)
  const day = (offset: number) => `${addCalendarDays(today, offset)}T12:00:00.000Z`
  const placements = [
    {
      candidateName: 'Huda Al-Harbi',
      agreement: saudi.id,
      start: -120,
      basic: '28,000',
      allowances: '9,500',
      paid: day(-80),
      notes: 'Started on time.',
    },
    {
      candidateName: 'عبدالله القحطاني',
      agreement: saudi.id,
      start: -45,
      basic: '18,500',
      allowances: '6,000',
      notes: 'الفاتورة بانتظار السداد.',
    },
    {
      candidateName: 'Mariam Khalid',
      agreement: emirati.id,
      start: -55,
      basic: '45,000',
      allowances: '15,000',
      serviceLine: 'executiveSearch',
    },
    {
      candidateName: 'سارة الدوسري',
      agreement: saudi.id,
      start: -80,
      basic: '22,000',
      allowances: '7,000',
      notes: 'تنتهي فترة الضمان قريبًا.',
    },
    {
      candidateName: 'Yousef Al-Sabah',
      agreement: kuwait.id,
      start: 10,
      basic: '1,850.750',
      allowances: '400',
      serviceLine: 'recruitment',
    },
    { candidateName: 'نورة العتيبي', agreement: saudi.id, notes: 'قبلت العرض، وننتظر تاريخ المباشرة.' },
  ]
  for (const row of placements) {
    await place({
      candidateName: row.candidateName,
      agreement: row.agreement,
      serviceLine: row.serviceLine ?? 'recruitment',
      // The offer is accepted about a month before the start (notice periods in the Gulf).
      hireDate: row.start === undefined ? day(-2) : day(row.start - 30),
      ...(row.start === undefined ? {} : { startDate: day(row.start), monthlyBasic: row.basic, monthlyAllowances: row.allowances }),
      ...(row.paid ? { paidOn: row.paid } : {}),
      notes: row.notes,
    })
  }
  // Guarantees at work: a hire who left within it and was replaced at no fee, and one the client took a credit for.
  const left = await place({
    candidateName: 'Faisal Al-Mutairi',
    agreement: saudi.id,
    hireDate: day(-80),
    startDate: day(-50),
    monthlyBasic: '16,000',
    monthlyAllowances: '5,000',
    status: 'earlyExit',
    exitDate: day(-20),
    exitRemedy: 'replacement',
    notes: 'Resigned to relocate after a month; replaced. استقال بعد شهر للانتقال إلى مدينة أخرى، وقُدّم مرشح بديل.',
  })
  await place({
    candidateName: 'ريم الشهري',
    agreement: saudi.id,
    replaces: left.id,
    hireDate: day(-12),
    startDate: day(-2),
    monthlyBasic: '17,000',
    monthlyAllowances: '5,000',
    notes: 'بديلة عن فيصل المطيري، دون أتعاب إضافية.',
  })
  await place({
    candidateName: 'Omar Haddad',
    agreement: emirati.id,
    serviceLine: 'executiveSearch',
    hireDate: day(-70),
    startDate: day(-40),
    monthlyBasic: '38,000',
    monthlyAllowances: '12,000',
    status: 'earlyExit',
    exitDate: day(-25),
    exitRemedy: 'credit',
    notes: 'The client chose a credit over a replacement. اختار العميل رصيدًا دائنًا بدلًا من مرشح بديل.',
  })
  return placements.length + 3
}

/** A one-page agreement with both parties' signature lines, standing for the client's signed scan. */
async function signedAgreementPdf(client: string, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595, 842])
  page.drawText(`${title}: fee agreement`, { x: 56, y: 770, size: 18, font: bold })
  const lines = [
    `Between Nukhba Talent (the agency) and ${client} (the client).`,
    "Fee: 20% of the first year's basic salary plus allowances, invoiced on the start date, payable in 30 days.",
    'Guarantee: one free replacement if the candidate leaves within 90 days of starting.',
    'Candidate ownership: 180 days from the date a candidate is first submitted to the client.',
    'VAT at the rate in force in the Kingdom of Saudi Arabia is added to each invoice.',
    '',
    'Signed for the agency: ______________________   Date: 2026-01-12',
    `Signed for ${client}: ______________________   Date: 2026-01-14`,
  ]
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 730 - i * 20, size: 10, font }))
  return pdf.save()
}
