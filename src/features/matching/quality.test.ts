import { describe, expect, it } from 'vitest'

import { PhraseIndex } from '@/features/cv/parse/phrases'
import { paragraph, richText } from '@/seed/richText'
import { skills as seedSkills } from '@/seed/data/skills'

import { candidateShape, jobShape, type SkillsIndex } from './load'
import { match, rank, type SkillRef } from './score'

/**
 * A labelled bilingual fixture (issue 32): jobs and seekers written in English or Arabic, and the jobs a recruiter
 * would call relevant for each seeker. The real pipeline reads them (the seeded skills list, either language, the
 * profile's skills text and the job's text), ranks, and precision@3 and recall@3 are printed and held to a floor.
 */
const entries = seedSkills.map((skill, i) => ({
  entry: { id: i + 1, en: skill.en, ar: skill.ar } as SkillRef,
  names: [skill.en, skill.ar, ...(skill.aliases ?? [])],
}))
const index: SkillsIndex = {
  byId: new Map(entries.map(({ entry }) => [String(entry.id), entry])),
  phrases: new PhraseIndex(entries),
  version: 'fixture',
}

const job = (id: number, title: string, text: string, extra: Partial<Parameters<typeof jobShape>[0]> = {}) =>
  jobShape(
    {
      id,
      title,
      description: richText(paragraph(text)),
      experienceMin: 2,
      workplace: 'onsite',
      salary: {},
      eligibility: {},
      location: { country: 'SA', city: { en: 'Riyadh', ar: 'الرياض' } },
      ...extra,
    },
    index,
  )

const JOBS = [
  job(1, 'Full-Stack Developer', 'Build web apps with React, Node.js and TypeScript; SQL databases; Git.'),
  job(2, 'مطور تطبيقات جوال', 'تطوير تطبيقات باستخدام Flutter و Kotlin و Swift، مع Git.'),
  job(3, 'Payroll Specialist', 'Run monthly payroll, apply Saudi labour law, reconcile in Excel.'),
  job(4, 'محاسب أول', 'إعداد القوائم المالية وفق المعايير الدولية لإعداد التقارير المالية، والمحاسبة، وضريبة القيمة المضافة والزكاة.'),
  job(5, 'ICU Staff Nurse', 'Registered nurse for intensive care; BLS and ACLS required.'),
  job(6, 'أخصائي توظيف', 'استقطاب المواهب وإدارة التوظيف والتهيئة للموظفين الجدد.'),
  job(7, 'DevOps Engineer', 'Docker, Kubernetes, Linux and Amazon Web Services pipelines.'),
  job(8, 'Site Engineer', 'Civil engineering site supervision, AutoCAD, Primavera P6, quality control.'),
  job(9, 'Digital Marketing Specialist', 'SEO, content writing and digital marketing campaigns.'),
  job(10, 'مهندس تكييف', 'تصميم أنظمة HVAC والهندسة الميكانيكية و AutoCAD.'),
]

const seeker = (id: number, skills: string, years = 5) =>
  candidateShape({ id, skills, experienceYears: years, city: 'Riyadh', eligibility: {} }, '', index)

// Each seeker, and the jobs a recruiter would call relevant for them.
const LABELLED: [ReturnType<typeof seeker>, number[]][] = [
  [seeker(1, 'جافاسكربت، React، Node.js، SQL'), [1]],
  [seeker(2, 'Flutter, Kotlin, Git, JavaScript'), [2, 1]],
  [seeker(3, 'الرواتب، نظام العمل السعودي، إكسل'), [3]],
  [seeker(4, 'Accounting, IFRS, VAT and Zakat, Excel'), [4]],
  [seeker(5, 'تمريض، دعم الحياة الأساسي'), [5]],
  [seeker(6, 'Talent Acquisition, Onboarding, Recruitment'), [6]],
  [seeker(7, 'Docker, Kubernetes, Linux, Python'), [7]],
  [seeker(8, 'الهندسة المدنية، أوتوكاد، الإشراف على المواقع'), [8, 10]],
]

describe('match quality on the labelled bilingual fixture', () => {
  it('ranks the relevant jobs first: precision@3 and recall@3 above their floors', () => {
    const K = 3
    let precision = 0
    let recall = 0
    for (const [candidate, relevant] of LABELLED) {
      const top = rank(
        JOBS.map((j) => ({ item: j, match: match(j, candidate) })),
        K,
      ).map((r) => Number(r.item.id))
      const hits = top.filter((id) => relevant.includes(id)).length
      precision += hits / Math.min(K, top.length)
      recall += hits / relevant.length
    }
    precision /= LABELLED.length
    recall /= LABELLED.length
    console.log(
      `matching fixture: precision@3 ${precision.toFixed(2)}, recall@3 ${recall.toFixed(2)} (${LABELLED.length} seekers, ${JOBS.length} jobs)`,
    )
    // With one or two relevant jobs per seeker, precision@3 cannot pass 0.5; recall is the one that must be high.
    expect(recall).toBeGreaterThanOrEqual(0.9)
    expect(precision).toBeGreaterThanOrEqual(0.4)
  })

  it('each seeker’s best job is a relevant one, whatever the language of either side', () => {
    for (const [candidate, relevant] of LABELLED) {
      const best = rank(
        JOBS.map((j) => ({ item: j, match: match(j, candidate) })),
        1,
      )[0]!
      expect(relevant).toContain(Number(best.item.id))
    }
  })
})
