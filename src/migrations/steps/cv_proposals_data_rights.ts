import type { sql as pgSql } from '@payloadcms/db-postgres'

/**
 * The data step of the `cv_proposals_data_rights` migration (both adapters), frozen: the starting skills list as it
 * was on the day of that migration (src/seed/data/skills.ts) and what src/seed/skills.ts did with it through
 * Payload's Local API, written as plain SQL, importing nothing from the app, so a later change to the app or to the
 * list cannot change what this migration does (docs/ARCHITECTURE.md, "Data and migrations"). Staff edit the list in
 * /admin afterwards.
 */

type SQL = ReturnType<typeof pgSql>
type Row = Record<string, unknown>

/** Raw SQL on either adapter, as a migration has it. */
export type SqlRunner = {
  sql: typeof pgSql
  all: (query: SQL) => Promise<Row[]>
  run: (query: SQL) => Promise<unknown>
}

type SeedSkill = { en: string; ar: string; aliases?: readonly string[] }

const skills: readonly SeedSkill[] = ([] = [
  // Software and data
  { en: 'Python', ar: 'Python', aliases: ['بايثون'] },
  { en: 'Java', ar: 'Java', aliases: ['جافا'] },
  { en: 'JavaScript', ar: 'JavaScript', aliases: ['JS', 'جافاسكربت', 'جافا سكريبت'] },
  { en: 'TypeScript', ar: 'TypeScript', aliases: ['تايب سكريبت'] },
  { en: 'C#', ar: 'C#', aliases: ['C Sharp', 'سي شارب'] },
  { en: 'C++', ar: 'C++' },
  { en: '.NET', ar: '.NET', aliases: ['dotnet', 'ASP.NET', 'دوت نت'] },
  { en: 'PHP', ar: 'PHP' },
  { en: 'SQL', ar: 'SQL', aliases: ['T-SQL', 'PL/SQL', 'MySQL', 'PostgreSQL', 'SQL Server', 'قواعد البيانات'] },
  { en: 'React', ar: 'React', aliases: ['React.js', 'ReactJS', 'رياكت'] },
  { en: 'Angular', ar: 'Angular', aliases: ['AngularJS'] },
  { en: 'Node.js', ar: 'Node.js', aliases: ['NodeJS'] },
  { en: 'Django', ar: 'Django', aliases: ['جانغو'] },
  { en: 'Flutter', ar: 'Flutter', aliases: ['فلاتر'] },
  { en: 'Swift', ar: 'Swift' },
  { en: 'Kotlin', ar: 'Kotlin' },
  { en: 'Amazon Web Services', ar: 'Amazon Web Services', aliases: ['AWS'] },
  { en: 'Microsoft Azure', ar: 'Microsoft Azure', aliases: ['Azure', 'أزور'] },
  { en: 'Docker', ar: 'Docker', aliases: ['دوكر'] },
  { en: 'Kubernetes', ar: 'Kubernetes', aliases: ['K8s'] },
  { en: 'Linux', ar: 'Linux', aliases: ['لينكس'] },
  { en: 'Git', ar: 'Git', aliases: ['GitHub', 'GitLab'] },
  { en: 'Cybersecurity', ar: 'الأمن السيبراني', aliases: ['Cyber Security', 'Information Security', 'أمن المعلومات'] },
  { en: 'Networking', ar: 'الشبكات', aliases: ['Computer Networks', 'CCNA', 'شبكات الحاسب'] },
  { en: 'Data analysis', ar: 'تحليل البيانات', aliases: ['Data Analytics', 'Data Analyst', 'تحليلات البيانات'] },
  { en: 'Machine learning', ar: 'تعلم الآلة', aliases: ['ML', 'التعلم الآلي', 'Artificial Intelligence', 'الذكاء الاصطناعي'] },
  { en: 'Power BI', ar: 'Power BI', aliases: ['PowerBI', 'باور بي آي'] },
  { en: 'Tableau', ar: 'Tableau' },
  { en: 'Microsoft Excel', ar: 'Microsoft Excel', aliases: ['Excel', 'MS Excel', 'إكسل', 'اكسل', 'الإكسل'] },
  {
    en: 'Microsoft Office',
    ar: 'Microsoft Office',
    aliases: ['MS Office', 'Office 365', 'MS Word', 'PowerPoint', 'مايكروسوفت أوفيس', 'الأوفيس'],
  },
  { en: 'SAP', ar: 'SAP', aliases: ['SAP ERP', 'SAP FICO', 'SAP HR', 'ساب'] },
  { en: 'Oracle', ar: 'Oracle', aliases: ['Oracle ERP', 'Oracle E-Business Suite', 'أوراكل'] },
  { en: 'Salesforce', ar: 'Salesforce', aliases: ['سيلزفورس'] },
  { en: 'UI/UX design', ar: 'تصميم واجهات وتجربة المستخدم', aliases: ['UI UX', 'UX design', 'UI design', 'تجربة المستخدم', 'Figma'] },
  {
    en: 'Graphic design',
    ar: 'التصميم الجرافيكي',
    aliases: ['Adobe Photoshop', 'Photoshop', 'Illustrator', 'فوتوشوب', 'التصميم الغرافيكي'],
  },
  // Engineering and construction
  { en: 'AutoCAD', ar: 'AutoCAD', aliases: ['Auto CAD', 'أوتوكاد', 'اوتوكاد'] },
  { en: 'Revit', ar: 'Revit', aliases: ['ريفيت'] },
  { en: 'Primavera P6', ar: 'Primavera P6', aliases: ['Primavera', 'بريمافيرا'] },
  { en: 'Civil engineering', ar: 'الهندسة المدنية' },
  { en: 'Mechanical engineering', ar: 'الهندسة الميكانيكية' },
  { en: 'Electrical engineering', ar: 'الهندسة الكهربائية' },
  { en: 'MEP', ar: 'الأعمال الكهروميكانيكية', aliases: ['Mechanical, Electrical and Plumbing', 'الكهروميكانيك'] },
  { en: 'HVAC', ar: 'التكييف والتبريد', aliases: ['التكييف والتهوية', 'تكييف الهواء'] },
  { en: 'Structural design', ar: 'التصميم الإنشائي', aliases: ['Structural Engineering', 'الهندسة الإنشائية'] },
  { en: 'Site supervision', ar: 'الإشراف على المواقع', aliases: ['Site Supervision', 'الإشراف الميداني', 'إشراف المواقع'] },
  { en: 'Quality control', ar: 'مراقبة الجودة', aliases: ['QA/QC', 'QC', 'Quality Assurance', 'ضبط الجودة', 'ضمان الجودة'] },
  {
    en: 'Health and safety',
    ar: 'الصحة والسلامة المهنية',
    aliases: ['HSE', 'Occupational Health and Safety', 'NEBOSH', 'OSHA', 'السلامة المهنية'],
  },
  { en: 'Drilling', ar: 'الحفر', aliases: ['Drilling Operations', 'عمليات الحفر'] },
  { en: 'Petroleum engineering', ar: 'هندسة البترول', aliases: ['Reservoir Engineering', 'هندسة النفط'] },
  { en: 'Maintenance', ar: 'الصيانة', aliases: ['Preventive Maintenance', 'الصيانة الوقائية'] },
  // Management
  { en: 'Project management', ar: 'إدارة المشاريع', aliases: ['PMP', 'Project Manager', 'إدارة مشاريع'] },
  { en: 'Agile', ar: 'منهجية أجايل', aliases: ['Scrum', 'Agile Methodologies', 'سكرم', 'أجايل'] },
  { en: 'Operations management', ar: 'إدارة العمليات' },
  { en: 'Strategic planning', ar: 'التخطيط الاستراتيجي', aliases: ['Strategic Planning', 'التخطيط الإستراتيجي'] },
  { en: 'Risk management', ar: 'إدارة المخاطر' },
  { en: 'Change management', ar: 'إدارة التغيير' },
  // Finance and accounting
  { en: 'Accounting', ar: 'المحاسبة', aliases: ['Financial Accounting', 'المحاسبة المالية'] },
  { en: 'Financial analysis', ar: 'التحليل المالي', aliases: ['Financial Modelling', 'Financial Modeling', 'النمذجة المالية'] },
  { en: 'Budgeting', ar: 'إعداد الميزانيات', aliases: ['Budget Planning', 'الموازنات', 'إعداد الموازنات'] },
  { en: 'Auditing', ar: 'التدقيق', aliases: ['Internal Audit', 'External Audit', 'المراجعة الداخلية', 'التدقيق الداخلي'] },
  { en: 'IFRS', ar: 'المعايير الدولية لإعداد التقارير المالية', aliases: ['International Financial Reporting Standards'] },
  { en: 'VAT and Zakat', ar: 'ضريبة القيمة المضافة والزكاة', aliases: ['VAT', 'Zakat', 'ضريبة القيمة المضافة', 'الزكاة والضريبة'] },
  { en: 'CPA', ar: 'CPA', aliases: ['Certified Public Accountant', 'SOCPA', 'CMA', 'زمالة المحاسبين'] },
  { en: 'Banking', ar: 'العمليات المصرفية', aliases: ['Retail Banking', 'Corporate Banking', 'الخدمات المصرفية'] },
  { en: 'Payroll', ar: 'الرواتب', aliases: ['Payroll Management', 'مسيرات الرواتب', 'إعداد الرواتب'] },
  // People
  { en: 'Recruitment', ar: 'التوظيف', aliases: ['Talent Acquisition', 'Recruiting', 'استقطاب المواهب'] },
  { en: 'Onboarding', ar: 'تهيئة الموظفين الجدد', aliases: ['Employee Onboarding', 'التهيئة الوظيفية'] },
  { en: 'Employee relations', ar: 'علاقات الموظفين', aliases: ['Employee Relations'] },
  { en: 'Training and development', ar: 'التدريب والتطوير', aliases: ['Learning and Development', 'L&D'] },
  { en: 'Performance management', ar: 'إدارة الأداء', aliases: ['Performance Appraisal', 'تقييم الأداء'] },
  {
    en: 'Saudi labour law',
    ar: 'نظام العمل السعودي',
    aliases: ['Saudi Labor Law', 'Labour Law', 'Labor Law', 'قانون العمل', 'نظام العمل'],
  },
  { en: 'Saudization', ar: 'التوطين', aliases: ['Nitaqat', 'نطاقات', 'Emiratisation', 'Emiratization', 'السعودة'] },
  // Sales, marketing and service
  { en: 'Sales', ar: 'المبيعات', aliases: ['B2B Sales', 'Direct Sales', 'Business Development', 'تطوير الأعمال'] },
  { en: 'Digital marketing', ar: 'التسويق الرقمي', aliases: ['Online Marketing', 'Social Media Marketing', 'التسويق الإلكتروني'] },
  { en: 'SEO', ar: 'تحسين محركات البحث', aliases: ['Search Engine Optimization', 'Search Engine Optimisation'] },
  { en: 'Content writing', ar: 'كتابة المحتوى', aliases: ['Copywriting', 'Content Creation', 'صناعة المحتوى'] },
  { en: 'Customer service', ar: 'خدمة العملاء', aliases: ['Customer Support', 'Customer Care', 'دعم العملاء'] },
  { en: 'Account management', ar: 'إدارة الحسابات', aliases: ['Key Account Management', 'Account Manager'] },
  { en: 'Negotiation', ar: 'التفاوض', aliases: ['Negotiation Skills', 'مهارات التفاوض'] },
  { en: 'CRM', ar: 'إدارة علاقات العملاء', aliases: ['Customer Relationship Management'] },
  { en: 'Public relations', ar: 'العلاقات العامة', aliases: ['PR', 'Media Relations'] },
  // Supply chain
  { en: 'Supply chain management', ar: 'إدارة سلاسل الإمداد', aliases: ['Supply Chain', 'سلاسل الإمداد'] },
  { en: 'Procurement', ar: 'المشتريات', aliases: ['Purchasing', 'Sourcing', 'التوريد'] },
  { en: 'Inventory management', ar: 'إدارة المخزون', aliases: ['Inventory Control', 'Warehouse Management', 'إدارة المستودعات'] },
  { en: 'Logistics', ar: 'الخدمات اللوجستية', aliases: ['Logistics Management', 'اللوجستيات'] },
  // Health
  { en: 'Nursing', ar: 'التمريض', aliases: ['Registered Nurse', 'Patient Care', 'رعاية المرضى'] },
  { en: 'Basic Life Support', ar: 'الإنعاش القلبي الرئوي الأساسي', aliases: ['BLS', 'CPR', 'الإنعاش القلبي الرئوي'] },
  { en: 'Advanced Cardiac Life Support', ar: 'الإنعاش القلبي المتقدم', aliases: ['ACLS'] },
  { en: 'Pharmacy', ar: 'الصيدلة', aliases: ['Clinical Pharmacy', 'الصيدلة السريرية'] },
  { en: 'Medical coding', ar: 'الترميز الطبي', aliases: ['ICD-10', 'Medical Coding'] },
  // Education and hospitality
  { en: 'Teaching', ar: 'التدريس', aliases: ['Classroom Management', 'Curriculum Development', 'تطوير المناهج'] },
  { en: 'Hotel operations', ar: 'العمليات الفندقية', aliases: ['Hotel Management', 'Front Office', 'الإدارة الفندقية'] },
  { en: 'Food safety', ar: 'سلامة الغذاء', aliases: ['HACCP', 'سلامة الأغذية'] },
  // Working with people
  { en: 'Leadership', ar: 'القيادة', aliases: ['Team Leadership', 'قيادة الفرق', 'قيادة الفريق'] },
  { en: 'Teamwork', ar: 'العمل الجماعي', aliases: ['Team Work', 'Team Player', 'العمل ضمن فريق', 'روح الفريق'] },
  { en: 'Communication', ar: 'مهارات التواصل', aliases: ['Communication Skills', 'التواصل الفعال', 'مهارات الاتصال'] },
  { en: 'Problem solving', ar: 'حل المشكلات', aliases: ['Problem-Solving', 'Problem Solving Skills'] },
  { en: 'Time management', ar: 'إدارة الوقت' },
  { en: 'Presentation skills', ar: 'مهارات العرض والتقديم', aliases: ['Public Speaking', 'الإلقاء'] },
  // Languages
  // Not العربية alone: it is in the names of Saudi Arabia and the Emirates.
  { en: 'Arabic', ar: 'اللغة العربية', aliases: ['Arabic Language'] },
  { en: 'English', ar: 'الإنجليزية', aliases: ['اللغة الإنجليزية', 'English Language', 'الانجليزية', 'اللغة الانجليزية'] },
  { en: 'French', ar: 'اللغة الفرنسية' },
  { en: 'Urdu', ar: 'الأردية', aliases: ['اللغة الأردية'] },
  // Not الهندية alone: it also means Indian (الجنسية الهندية).
  { en: 'Hindi', ar: 'اللغة الهندية' },
  { en: 'Tagalog', ar: 'التاغالوغية', aliases: ['Filipino'] },
])

/**
 * The list, both languages, when the table is empty (a site that already has skills keeps them): one `skills` row
 * per skill (its other spellings one per line) and its name per locale in `skills_locales`. Returns how many were
 * added.
 */
export async function seedSkills({ sql, all, run }: SqlRunner): Promise<number> {
  const [existing] = await all(sql`SELECT count(*) AS total FROM skills`)
  if (Number(existing?.total ?? 0) > 0) return 0
  for (const skill of skills) {
    const now = new Date().toISOString()
    const [row] = await all(
      sql`INSERT INTO skills (aliases, updated_at, created_at) VALUES (${(skill.aliases ?? []).join('\n')}, ${now}, ${now}) RETURNING id`,
    )
    const id = Number(row!.id)
    await run(sql`INSERT INTO skills_locales (name, _locale, _parent_id) VALUES (${skill.en}, 'en', ${id})`)
    await run(sql`INSERT INTO skills_locales (name, _locale, _parent_id) VALUES (${skill.ar}, 'ar', ${id})`)
  }
  return skills.length
}
