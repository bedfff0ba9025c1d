/** The home page's blocks and the contact form's subjects, in English and Arabic. */
export const contactSubjects = [
  { en: 'Recruitment', ar: 'التوظيف' },
  { en: 'HR consultancy', ar: 'استشارات الموارد البشرية' },
  { en: 'Employer of record', ar: 'صاحب العمل المسجّل' },
  { en: 'Outsourcing', ar: 'الإسناد الخارجي' },
  { en: 'Psychometric assessments', ar: 'الاختبارات النفسية المهنية' },
  { en: 'Salary survey', ar: 'مسح الرواتب' },
  { en: 'I am looking for a job', ar: 'أبحث عن وظيفة' },
  { en: 'Other', ar: 'أخرى' },
]

export const homeCopy = {
  en: {
    hero: {
      eyebrow: 'Recruitment and HR across the Gulf',
      title: 'The right people, in the right roles, faster',
      lead: 'We connect job seekers with employers in Saudi Arabia, the UAE, Qatar, Kuwait, Bahrain and Oman, and we run the HR work that keeps growing teams on track.',
      primaryLabel: 'Find a job',
      secondaryLabel: 'Talk to us',
    },
    services: {
      title: 'What we do',
      lead: 'Six services, one team that knows Gulf labour law, nationalisation targets and the people behind every CV.',
    },
    latestJobs: { title: 'Latest jobs', lead: 'New openings from employers across the Gulf, updated every day.' },
    testimonials: {
      title: 'What our clients and candidates say',
      figure: '500+',
      figureLabel: 'past participants in our assessments and programmes',
    },
    partners: { title: 'Who we work with' },
    latestPosts: { title: 'From the blog' },
    contactCta: {
      title: 'Hiring, or planning your next move?',
      lead: 'Tell us what you need. A consultant will reply within 24 hours.',
      buttonLabel: 'Contact us',
    },
  },
  ar: {
    hero: {
      eyebrow: 'التوظيف والموارد البشرية في دول الخليج',
      title: 'الكفاءة المناسبة في المكان المناسب، وبوقت أقصر',
      lead: 'نربط الباحثين عن عمل بأصحاب العمل في السعودية والإمارات وقطر والكويت والبحرين وعُمان، ونتولّى أعمال الموارد البشرية التي تُبقي الفرق النامية على المسار الصحيح.',
      primaryLabel: 'ابحث عن وظيفة',
      secondaryLabel: 'تواصل معنا',
    },
    services: {
      title: 'خدماتنا',
      lead: 'ست خدمات يقدّمها فريق واحد يعرف أنظمة العمل الخليجية ومستهدفات التوطين والأشخاص خلف كل سيرة ذاتية.',
    },
    latestJobs: { title: 'أحدث الوظائف', lead: 'فرص جديدة لدى أصحاب العمل في دول الخليج، تُحدَّث يوميًا.' },
    testimonials: { title: 'ماذا يقول عملاؤنا والمرشحون', figure: '+500', figureLabel: 'مشارك سابق في اختباراتنا وبرامجنا' },
    partners: { title: 'شركاؤنا' },
    latestPosts: { title: 'من المدونة' },
    contactCta: {
      title: 'تبحث عن موظفين أو تخطط لخطوتك المهنية القادمة؟',
      lead: 'أخبرنا بما تحتاج إليه، وسيرد عليك أحد مستشارينا خلال 24 ساعة.',
      buttonLabel: 'تواصل معنا',
    },
  },
} as const
