import type { SeedAssessment, SeedPartner, SeedTeamMember } from './types'

export const team: SeedTeamMember[] = [
  {
    slug: 'sara-alqahtani',
    name: { en: 'Sara Al-Qahtani', ar: 'سارة القحطاني' },
    role: { en: 'Managing Partner', ar: 'الشريكة المديرة' },
    bio: {
      en: [
        {
          p: "Sara co-founded Nukhba Talent to give Gulf employers a partner that understands both international HR practice and the realities of hiring in Saudi Arabia and the UAE. She leads the firm's strategy, oversees key client relationships and chairs the quality review of every senior search.",
        },
        {
          p: "Before Nukhba, Sara spent more than a decade in HR leadership roles with banking and energy groups in Riyadh, where she built recruitment functions from the ground up and guided organisations through Saudization programmes. She holds a master's degree in human resource management and is a Chartered Member of the CIPD.",
        },
        { ul: ['Executive search and leadership hiring', 'Workforce nationalisation strategy', 'HR operating model design'] },
      ],
      ar: [
        {
          p: 'شاركت سارة في تأسيس نخبة للتوظيف لتمنح أصحاب العمل في الخليج شريكًا يجمع بين الممارسات الدولية في الموارد البشرية والفهم العميق لواقع التوظيف في المملكة العربية السعودية والإمارات. وتقود اليوم استراتيجية الشركة، وتشرف على العلاقات مع كبار العملاء، وترأس مراجعة الجودة في كل عملية بحث عن القيادات العليا.',
        },
        {
          p: 'وقبل انضمامها إلى نخبة، أمضت سارة أكثر من عشر سنوات في مناصب قيادية للموارد البشرية لدى مجموعات مصرفية وشركات طاقة في الرياض، أسست خلالها إدارات توظيف من الصفر، وقادت مؤسسات عبر برامج التوطين. وتحمل درجة الماجستير في إدارة الموارد البشرية، وهي عضو معتمد في معهد CIPD.',
        },
        { ul: ['البحث التنفيذي واستقطاب القيادات', 'استراتيجيات توطين الوظائف', 'تصميم نماذج تشغيل الموارد البشرية'] },
      ],
    },
    photoAlt: {
      en: 'Portrait of Sara Al-Qahtani, Managing Partner at Nukhba Talent',
      ar: 'صورة شخصية لسارة القحطاني، الشريكة المديرة في نخبة للتوظيف',
    },
    linkedin: 'https://www.linkedin.com/in/sara-alqahtani-nukhba',
    email: 'sara@nukhba.example',
  },
  {
    slug: 'omar-haddad',
    name: { en: 'Omar Haddad', ar: 'عمر حداد' },
    role: { en: 'Head of Recruitment', ar: 'رئيس قسم التوظيف' },
    bio: {
      en: [
        {
          p: "Omar leads Nukhba Talent's recruitment team across Riyadh and Dubai, managing mid-level and senior mandates in finance, technology, construction and healthcare. He sets the team's sourcing standards, from how role briefs are written to how shortlists are presented, so that clients receive fewer, better-matched candidates.",
        },
        {
          p: 'Omar began his career as a consultant with a regional search firm in Dubai and has since recruited for family-owned groups, multinationals and government-linked entities. He is known for candid advice on salary expectations and for keeping candidates informed at every stage. He is based in the Dubai office.',
        },
        {
          ul: [
            'Mid-to-senior recruitment in finance and technology',
            'Volume hiring for new projects and openings',
            'Candidate experience and employer branding',
          ],
        },
      ],
      ar: [
        {
          p: 'يقود عمر فريق التوظيف في نخبة للتوظيف بين الرياض ودبي، ويدير تكليفات التوظيف للمستويات المتوسطة والعليا في قطاعات المال والتقنية والإنشاءات والرعاية الصحية. وهو من يضع معايير الفريق في استقطاب المرشحين، بدءًا من صياغة وصف الوظيفة وانتهاءً بطريقة عرض القوائم المختصرة، ليحصل العميل على عدد أقل من المرشحين وتوافق أعلى مع احتياجاته.',
        },
        {
          p: 'بدأ عمر مسيرته مستشارًا في شركة إقليمية للبحث عن الكفاءات في دبي، وتولى منذ ذلك الحين التوظيف لمجموعات عائلية وشركات متعددة الجنسيات وجهات مرتبطة بالحكومة. ويُعرف بصراحته في تقديم المشورة حول توقعات الرواتب، وبحرصه على إطلاع المرشحين على كل مرحلة من مراحل العملية. ويعمل من مكتب دبي.',
        },
        {
          ul: [
            'التوظيف للمستويات المتوسطة والعليا في قطاعي المال والتقنية',
            'التوظيف بأعداد كبيرة عند إطلاق المشاريع والفروع الجديدة',
            'تجربة المرشح وبناء سمعة صاحب العمل',
          ],
        },
      ],
    },
    photoAlt: {
      en: 'Portrait of Omar Haddad, Head of Recruitment at Nukhba Talent',
      ar: 'صورة شخصية لعمر حداد، رئيس قسم التوظيف في نخبة للتوظيف',
    },
    linkedin: 'https://www.linkedin.com/in/omar-haddad-nukhba',
    email: 'omar@nukhba.example',
  },
  {
    slug: 'layla-mansour',
    name: { en: 'Layla Mansour', ar: 'ليلى منصور' },
    role: { en: 'HR Consultancy Lead', ar: 'رئيسة قسم استشارات الموارد البشرية' },
    bio: {
      en: [
        {
          p: 'Layla heads the HR consultancy practice, helping clients build the policies, structures and processes that let them grow without losing control of their people costs. Her engagements range from drafting a first employee handbook for a start-up to redesigning grading and performance frameworks for established groups.',
        },
        {
          p: 'She has worked with organisations in Saudi Arabia, the UAE and Bahrain, and pays close attention to local labour law so that every recommendation can be put into practice. Layla holds the SHRM-SCP certification and previously led the HR function of a regional hospitality company.',
        },
        {
          ul: [
            'Organisation design and job grading',
            'Performance management frameworks',
            'HR policies aligned with Saudi and UAE labour law',
          ],
        },
      ],
      ar: [
        {
          p: 'تترأس ليلى قسم استشارات الموارد البشرية، وتساعد العملاء على بناء السياسات والهياكل والإجراءات التي تتيح لهم النمو دون أن تفلت منهم تكاليف القوى العاملة. وتتنوع مشاريعها بين إعداد أول دليل للموظفين في شركة ناشئة، وإعادة تصميم سلالم الدرجات الوظيفية وأطر تقييم الأداء في مجموعات راسخة.',
        },
        {
          p: 'عملت ليلى مع مؤسسات في السعودية والإمارات والبحرين، وتولي أنظمة العمل المحلية عناية خاصة لتكون كل توصية تقدمها قابلة للتطبيق فعلًا. وهي حاصلة على شهادة SHRM-SCP، وسبق أن قادت إدارة الموارد البشرية في شركة إقليمية للضيافة.',
        },
        {
          ul: [
            'التصميم التنظيمي وتصنيف الوظائف',
            'أطر إدارة الأداء',
            'سياسات الموارد البشرية المتوافقة مع أنظمة العمل في السعودية والإمارات',
          ],
        },
      ],
    },
    photoAlt: {
      en: 'Portrait of Layla Mansour, HR Consultancy Lead at Nukhba Talent',
      ar: 'صورة شخصية لليلى منصور، رئيسة قسم استشارات الموارد البشرية في نخبة للتوظيف',
    },
    linkedin: 'https://www.linkedin.com/in/layla-mansour-nukhba',
    email: 'layla@nukhba.example',
  },
  {
    slug: 'faisal-alharbi',
    name: { en: 'Faisal Al-Harbi', ar: 'فيصل الحربي' },
    role: { en: 'Employer of Record and Payroll Manager', ar: 'مدير خدمات صاحب العمل المسجَّل والرواتب' },
    bio: {
      en: [
        {
          p: "Faisal runs Nukhba Talent's employer of record and payroll service, which lets clients hire in Saudi Arabia and the UAE without first setting up a local entity. He and his team handle employment contracts, monthly payroll, GOSI registration, end-of-service calculations and the coordination of visas and work permits.",
        },
        {
          p: "Faisal previously managed payroll operations for a contracting group with several thousand employees, and he brings the same discipline to every client account: accurate salaries, paid on time, with clear records behind them. He holds a bachelor's degree in accounting and is based in the Riyadh office.",
        },
        {
          ul: [
            'Employer of record in Saudi Arabia and the UAE',
            'Payroll, GOSI and Wage Protection System compliance',
            'End-of-service and leave settlements',
          ],
        },
      ],
      ar: [
        {
          p: 'يدير فيصل خدمة صاحب العمل المسجَّل وخدمة الرواتب في نخبة للتوظيف، وهي خدمة تتيح للعملاء توظيف الكفاءات في السعودية والإمارات دون الحاجة إلى تأسيس كيان محلي أولًا. ويتولى مع فريقه عقود العمل، والرواتب الشهرية، والتسجيل في التأمينات الاجتماعية، واحتساب مكافأة نهاية الخدمة، وتنسيق التأشيرات وتصاريح العمل.',
        },
        {
          p: 'سبق لفيصل أن أدار عمليات الرواتب في مجموعة مقاولات تضم عدة آلاف من الموظفين، وهو ينقل الانضباط ذاته إلى كل حساب يتولاه: رواتب دقيقة تُصرف في موعدها، وسجلات واضحة يسهل الرجوع إليها. ويحمل درجة البكالوريوس في المحاسبة، ويعمل من مكتب الرياض.',
        },
        {
          ul: [
            'خدمة صاحب العمل المسجَّل في السعودية والإمارات',
            'الرواتب والالتزام بمتطلبات التأمينات الاجتماعية ونظام حماية الأجور',
            'تسويات نهاية الخدمة والإجازات',
          ],
        },
      ],
    },
    photoAlt: {
      en: 'Portrait of Faisal Al-Harbi, Employer of Record and Payroll Manager at Nukhba Talent',
      ar: 'صورة شخصية لفيصل الحربي، مدير خدمات صاحب العمل المسجَّل والرواتب في نخبة للتوظيف',
    },
    linkedin: 'https://www.linkedin.com/in/faisal-alharbi-nukhba',
    email: 'faisal@nukhba.example',
  },
  {
    slug: 'nadia-khoury',
    name: { en: 'Nadia Khoury', ar: 'نادية خوري' },
    role: { en: 'Lead Assessment Psychologist', ar: 'رئيسة أخصائيي التقييم النفسي' },
    bio: {
      en: [
        {
          p: "Nadia is Nukhba Talent's lead assessment psychologist. She designs the assessment programmes the agency runs for employers, from graduate screening to leadership selection, and explains the results to hiring managers in plain language. She also holds feedback sessions with candidates, so that everyone who sits an assessment learns something useful about themselves.",
        },
        {
          p: "Nadia holds a master's degree in organisational psychology and is qualified to administer and interpret ability and personality instruments. Before joining Nukhba she ran assessment centres for banks and government entities across the Gulf, in both Arabic and English. She is based in the Dubai office.",
        },
        {
          ul: ['Assessment centre design', 'Ability and personality test interpretation', 'Leadership potential and development feedback'],
        },
      ],
      ar: [
        {
          p: 'نادية هي رئيسة أخصائيي التقييم النفسي في نخبة للتوظيف. تصمم برامج التقييم التي تنفذها الشركة لأصحاب العمل، من فرز الخريجين إلى اختيار القيادات، وتشرح النتائج لمديري التوظيف بلغة واضحة بعيدة عن التعقيد. كما تعقد جلسات لمناقشة النتائج مع المرشحين، ليخرج كل من يخضع للتقييم بفائدة حقيقية عن نفسه.',
        },
        {
          p: 'تحمل نادية درجة الماجستير في علم النفس التنظيمي، وهي مؤهلة لتطبيق اختبارات القدرات والشخصية وتفسير نتائجها. وقبل انضمامها إلى نخبة، أدارت مراكز تقييم لصالح بنوك وجهات حكومية في أنحاء الخليج، باللغتين العربية والإنجليزية. وتعمل من مكتب دبي.',
        },
        {
          ul: ['تصميم مراكز التقييم', 'تفسير اختبارات القدرات والشخصية', 'تقييم الإمكانات القيادية وتقديم الملاحظات التطويرية'],
        },
      ],
    },
    photoAlt: {
      en: 'Portrait of Nadia Khoury, Lead Assessment Psychologist at Nukhba Talent',
      ar: 'صورة شخصية لنادية خوري، رئيسة أخصائيي التقييم النفسي في نخبة للتوظيف',
    },
    linkedin: 'https://www.linkedin.com/in/nadia-khoury-nukhba',
    email: 'nadia@nukhba.example',
  },
  {
    slug: 'yousef-alotaibi',
    name: { en: 'Yousef Al-Otaibi', ar: 'يوسف العتيبي' },
    role: { en: 'Talent Researcher', ar: 'باحث استقطاب الكفاءات' },
    bio: {
      en: [
        {
          p: 'Yousef is a talent researcher in the Riyadh office. He maps the market before a search begins: which organisations employ the profiles a client needs, how those teams are structured and what it would take for people to consider a move. His research gives the recruitment team a focused list of potential candidates instead of a long list of names.',
        },
        {
          p: "Yousef also contributes to Nukhba Talent's salary survey, gathering pay and benefits data from participating employers and checking it for accuracy. He joined the agency as a graduate after studying business administration and is currently preparing for the SHRM-CP certification.",
        },
        {
          ul: ['Market mapping and talent pipelines', 'Salary and benefits benchmarking', 'Sourcing Saudi national talent'],
        },
      ],
      ar: [
        {
          p: 'يعمل يوسف باحثًا في استقطاب الكفاءات بمكتب الرياض، ويتولى رسم خريطة السوق قبل انطلاق أي عملية بحث: أي المؤسسات تضم الكفاءات التي يحتاجها العميل، وكيف تُبنى فرقها، وما الذي قد يدفع أفرادها إلى التفكير في الانتقال. وبفضل أبحاثه يبدأ فريق التوظيف عمله بقائمة مركزة من المرشحين المحتملين بدلًا من قائمة طويلة من الأسماء.',
        },
        {
          p: 'ويسهم يوسف كذلك في إعداد مسح الرواتب الذي تصدره نخبة للتوظيف، فيجمع بيانات الأجور والمزايا من أصحاب العمل المشاركين ويتحقق من دقتها. انضم إلى الشركة حديثَ تخرج بعد دراسته إدارة الأعمال، ويستعد حاليًا لنيل شهادة SHRM-CP.',
        },
        {
          ul: ['رسم خريطة السوق وبناء قواعد المواهب', 'مقارنة الرواتب والمزايا بمستويات السوق', 'استقطاب الكفاءات الوطنية السعودية'],
        },
      ],
    },
    photoAlt: {
      en: 'Portrait of Yousef Al-Otaibi, Talent Researcher at Nukhba Talent',
      ar: 'صورة شخصية ليوسف العتيبي، باحث استقطاب الكفاءات في نخبة للتوظيف',
    },
    linkedin: 'https://www.linkedin.com/in/yousef-alotaibi-nukhba',
    email: 'yousef@nukhba.example',
  },
]

export const partners: SeedPartner[] = [
  {
    slug: 'qistas-payroll',
    name: { en: 'Qistas Payroll', ar: 'قسطاس للرواتب' },
    summary: {
      en: 'Cloud payroll and HR software built around Saudi labour and GOSI rules.',
      ar: 'منصة سحابية للرواتب والموارد البشرية مصممة وفق نظام العمل السعودي ومتطلبات التأمينات الاجتماعية.',
    },
    description: {
      en: [
        {
          p: 'Qistas Payroll is a Riyadh-based software company whose cloud platform handles payroll, attendance, leave and end-of-service calculations for employers in Saudi Arabia. Its rules engine is kept up to date with changes to the Labour Law and GOSI contributions, and it produces the bank files needed for salary transfers under the Wage Protection programme.',
        },
        {
          p: 'Nukhba Talent runs payroll for its employer of record clients in Saudi Arabia on Qistas. The integration lets our payroll team process monthly salaries from a single system, share payslips with employees through a self-service portal and give clients clear monthly reports. When clients decide to bring payroll in-house, we help them move onto the platform with their historical data intact.',
        },
      ],
      ar: [
        {
          p: 'قسطاس للرواتب شركة برمجيات مقرها الرياض، تقدّم منصة سحابية تتولى الرواتب والحضور والإجازات واحتساب مكافأة نهاية الخدمة لأصحاب العمل في المملكة العربية السعودية. ويُحدَّث محرك القواعد في المنصة باستمرار ليواكب تعديلات نظام العمل واشتراكات التأمينات الاجتماعية، كما تُصدر المنصة ملفات التحويل البنكي اللازمة لصرف الرواتب وفق برنامج حماية الأجور.',
        },
        {
          p: 'تعتمد نخبة للتوظيف على منصة قسطاس في إدارة رواتب عملاء خدمة صاحب العمل المسجَّل في السعودية. ويتيح هذا الربط لفريق الرواتب لدينا معالجة الرواتب الشهرية من نظام واحد، وإتاحة قسائم الرواتب للموظفين عبر بوابة الخدمة الذاتية، وتزويد العملاء بتقارير شهرية واضحة. وعندما يقرر العميل نقل إدارة الرواتب إلى فريقه الداخلي، نساعده على الانتقال إلى المنصة مع الحفاظ على بياناته السابقة كاملة.',
        },
      ],
    },
    website: 'https://qistas-payroll.example',
    logoAlt: { en: 'Qistas Payroll logo', ar: 'شعار قسطاس للرواتب' },
  },
  {
    slug: 'bawaba-business-services',
    name: { en: 'Bawaba Business Services', ar: 'بوابة لخدمات الأعمال' },
    summary: {
      en: 'Visa, work permit and government relations services across the UAE.',
      ar: 'خدمات التأشيرات وتصاريح العمل والمعاملات الحكومية في مختلف إمارات الدولة.',
    },
    description: {
      en: [
        {
          p: 'Bawaba Business Services is a Dubai-based firm specialising in government relations (PRO) work. Its team processes employment visas, work permits, Emirates ID applications, medical fitness appointments and labour contract registrations, for companies in both mainland and free zone jurisdictions.',
        },
        {
          p: 'When Nukhba Talent places a candidate or onboards an employee under our employer of record service in the UAE, Bawaba handles the immigration steps on our behalf. We share a joint tracker so that clients and new hires can see where each application stands, and the two teams agree realistic start dates before offers are signed. The partnership shortens onboarding and spares employees repeated visits to government service centres.',
        },
      ],
      ar: [
        {
          p: 'بوابة لخدمات الأعمال شركة مقرها دبي، متخصصة في إنجاز المعاملات الحكومية وأعمال مندوبي العلاقات الحكومية. ويتولى فريقها استخراج تأشيرات العمل وتصاريحه، وطلبات الهوية الإماراتية، ومواعيد الفحص الطبي، وتسجيل عقود العمل، للشركات العاملة في البر الرئيسي والمناطق الحرة على حد سواء.',
        },
        {
          p: 'عندما تعيّن نخبة للتوظيف مرشحًا أو تستقبل موظفًا جديدًا ضمن خدمة صاحب العمل المسجَّل في الإمارات، تتولى بوابة إجراءات التأشيرة والإقامة نيابةً عنا. ونتشارك معها سجل متابعة موحدًا يطّلع من خلاله العملاء والموظفون الجدد على مرحلة كل طلب، ويتفق الفريقان على مواعيد مباشرة واقعية قبل توقيع عروض العمل. وتختصر هذه الشراكة مدة الإلحاق بالعمل، وتوفّر على الموظفين التردد مرارًا على مراكز الخدمات الحكومية.',
        },
      ],
    },
    website: 'https://bawaba-services.example',
    logoAlt: { en: 'Bawaba Business Services logo', ar: 'شعار بوابة لخدمات الأعمال' },
  },
  {
    slug: 'basira-psychometrics',
    name: { en: 'Basira Psychometrics', ar: 'بصيرة للقياس النفسي' },
    summary: {
      en: 'Publisher of Arabic and English psychometric tests normed on Gulf populations.',
      ar: 'ناشر لاختبارات القياس النفسي باللغتين العربية والإنجليزية، مقنّنة على عينات من مجتمعات الخليج.',
    },
    description: {
      en: [
        {
          p: 'Basira Psychometrics develops and publishes ability, personality and situational judgement tests in Arabic and English. Its research team builds norm groups from working professionals and graduates in the Gulf, so that scores are compared with people in a similar context rather than with samples from other regions. Every instrument comes with technical documentation on reliability, validity and fairness across groups.',
        },
        {
          p: "Nukhba Talent uses several Basira instruments within its assessment programmes, and our psychologists are trained and accredited to administer and interpret them. We also share anonymised findings from our projects with Basira's researchers, which helps them refine norms and develop new items for the regional market.",
        },
      ],
      ar: [
        {
          p: 'بصيرة للقياس النفسي جهة تطوّر اختبارات القدرات والشخصية والحكم الموقفي وتنشرها باللغتين العربية والإنجليزية. ويبني فريقها البحثي معاييره على عينات من المهنيين والخريجين في الخليج، فتُقارن درجات المتقدم بأشخاص في سياق مشابه لسياقه بدلًا من مقارنتها بعينات من مناطق أخرى. وترافق كل أداة وثائق فنية تبيّن ثباتها وصدقها وعدالتها بين الفئات المختلفة.',
        },
        {
          p: 'تعتمد نخبة للتوظيف على عدد من أدوات بصيرة ضمن برامج التقييم التي تقدمها، وقد تلقى الأخصائيون النفسيون لدينا التدريب والاعتماد اللازمين لتطبيقها وتفسير نتائجها. كما نشارك باحثي بصيرة خلاصات من مشاريعنا بعد حجب هوية أصحابها، بما يساعدهم على تحسين المعايير وتطوير بنود جديدة تناسب السوق الإقليمية.',
        },
      ],
    },
    website: 'https://basira-psychometrics.example',
    logoAlt: { en: 'Basira Psychometrics logo', ar: 'شعار بصيرة للقياس النفسي' },
  },
  {
    slug: 'gulf-horizons-university-careers',
    name: { en: 'Gulf Horizons University Careers Centre', ar: 'مركز التوجيه المهني بجامعة آفاق الخليج' },
    summary: {
      en: 'A university careers office connecting graduates with employers across the Gulf.',
      ar: 'مكتب جامعي للتوجيه المهني يربط الخريجين بأصحاب العمل في أنحاء الخليج.',
    },
    description: {
      en: [
        {
          p: 'The Careers Centre at Gulf Horizons University supports students and recent graduates in business, engineering and computing as they move from study into work. It runs internship placements, employer open days and an annual careers fair, and offers one-to-one advice on CVs and interviews.',
        },
        {
          p: 'Nukhba Talent works with the centre on graduate hiring for our clients. Our consultants lead CV and interview workshops each semester, and students can take a practice aptitude test with written feedback from our assessment team. When clients open graduate or internship programmes, the centre shares the opportunities with its students and we run the screening and assessment stages, giving graduates a fair, structured route into their first role.',
        },
      ],
      ar: [
        {
          p: 'يدعم مركز التوجيه المهني في جامعة آفاق الخليج الطلاب والخريجين الجدد في تخصصات إدارة الأعمال والهندسة والحاسب في انتقالهم من مقاعد الدراسة إلى سوق العمل. وينظّم المركز برامج التدريب التعاوني، وأيامًا للتعريف بأصحاب العمل، ومعرضًا سنويًا للتوظيف، ويقدّم استشارات فردية حول السيرة الذاتية والمقابلات.',
        },
        {
          p: 'تتعاون نخبة للتوظيف مع المركز في توظيف الخريجين لصالح عملائنا، إذ يقدّم مستشارونا في كل فصل دراسي ورش عمل حول كتابة السيرة الذاتية والاستعداد للمقابلات، ويستطيع الطلاب أداء اختبار تجريبي للقدرات والحصول على ملاحظات مكتوبة من فريق التقييم لدينا. وعندما يطلق عملاؤنا برامج للخريجين أو للتدريب، يعرض المركز الفرص على طلابه، ونتولى نحن مرحلتي الفرز والتقييم، بما يمنح الخريجين طريقًا عادلًا ومنظمًا إلى وظيفتهم الأولى.',
        },
      ],
    },
    website: 'https://careers.gulf-horizons.example',
    logoAlt: { en: 'Gulf Horizons University Careers Centre logo', ar: 'شعار مركز التوجيه المهني بجامعة آفاق الخليج' },
  },
  {
    slug: 'yaqeen-screening',
    name: { en: 'Yaqeen Screening Services', ar: 'يقين لخدمات التحقق' },
    summary: {
      en: 'Background, employment and qualification checks across the GCC and beyond.',
      ar: 'التحقق من الخلفيات والسجل الوظيفي والمؤهلات في دول الخليج وخارجها.',
    },
    description: {
      en: [
        {
          p: "Yaqeen Screening Services is a background-screening provider with teams in Riyadh and Dubai. It verifies employment history, academic and professional qualifications, professional licences and references, and coordinates criminal record checks where the law and the candidate's consent allow. Its researchers contact issuing institutions directly, including universities outside the Gulf.",
        },
        {
          p: 'Nukhba Talent offers pre-employment screening to clients as part of its recruitment service, and Yaqeen carries out the checks. Candidates give their consent through a secure online form, and clients receive a clear report with any discrepancies flagged before the start date. Screening runs alongside the offer stage, so it adds confidence to a hiring decision without delaying it.',
        },
      ],
      ar: [
        {
          p: 'يقين لخدمات التحقق جهة متخصصة في التحقق من خلفيات المرشحين، ولها فرق عمل في الرياض ودبي. وتتحقق من السجل الوظيفي، والمؤهلات الأكاديمية والمهنية، والتراخيص المهنية، والمراجع، وتنسّق طلبات شهادات خلو السوابق حيثما يسمح النظام وبعد موافقة المرشح. ويتواصل باحثوها مباشرةً مع الجهات المُصدِرة للوثائق، بما فيها الجامعات خارج الخليج.',
        },
        {
          p: 'تقدّم نخبة للتوظيف لعملائها خدمة التحقق قبل التعيين ضمن خدمات التوظيف، وتتولى يقين تنفيذ عمليات التحقق. ويمنح المرشح موافقته عبر نموذج إلكتروني آمن، ويتسلم العميل تقريرًا واضحًا يُبرز أي تباين في البيانات قبل موعد المباشرة. وتسير إجراءات التحقق بالتوازي مع مرحلة العرض الوظيفي، فتعزز الثقة في قرار التعيين دون أن تؤخره.',
        },
      ],
    },
    website: 'https://yaqeen-screening.example',
    logoAlt: { en: 'Yaqeen Screening Services logo', ar: 'شعار يقين لخدمات التحقق' },
  },
  {
    slug: 'rowad-hr-academy',
    name: { en: 'Rowad HR Academy', ar: 'أكاديمية روّاد للموارد البشرية' },
    summary: {
      en: 'Professional HR training and certification preparation in Arabic and English.',
      ar: 'تدريب مهني في الموارد البشرية وإعداد للشهادات المهنية باللغتين العربية والإنجليزية.',
    },
    description: {
      en: [
        {
          p: 'Rowad HR Academy is a training provider that prepares HR professionals for internationally recognised qualifications such as CIPD, SHRM-CP and SHRM-SCP, alongside short practical courses on Saudi and UAE labour law, payroll and performance management. Courses are taught in Arabic and English, in classrooms in Riyadh and live online.',
        },
        {
          p: 'Nukhba Talent and Rowad co-design development programmes for clients who want to strengthen the skills of their HR teams. Our consultants bring real cases from the Gulf market into the sessions, and participants can take an assessment before and after the programme to measure their progress. Several members of our own team have completed their professional certifications with Rowad.',
        },
      ],
      ar: [
        {
          p: 'أكاديمية روّاد للموارد البشرية جهة تدريبية تؤهل المتخصصين في الموارد البشرية لنيل شهادات معترف بها دوليًا مثل CIPD و SHRM-CP و SHRM-SCP، إلى جانب دورات قصيرة تطبيقية في نظام العمل السعودي وقانون العمل الإماراتي والرواتب وإدارة الأداء. وتُقدَّم الدورات باللغتين العربية والإنجليزية، حضوريًا في الرياض وبثًا مباشرًا عبر الإنترنت.',
        },
        {
          p: 'تصمم نخبة للتوظيف وروّاد معًا برامج تطويرية للعملاء الراغبين في تنمية مهارات فرق الموارد البشرية لديهم. ويحمل مستشارونا إلى الجلسات حالات واقعية من سوق العمل الخليجي، ويمكن للمشاركين أداء تقييم قبل البرنامج وبعده لقياس مدى تقدمهم. وقد أتمّ عدد من أعضاء فريقنا شهاداتهم المهنية عبر روّاد.',
        },
      ],
    },
    website: 'https://rowad-academy.example',
    logoAlt: { en: 'Rowad HR Academy logo', ar: 'شعار أكاديمية روّاد للموارد البشرية' },
  },
]

export const assessments: SeedAssessment[] = [
  {
    slug: 'cognitive-ability',
    title: { en: 'Cognitive Ability Test', ar: 'اختبار القدرات المعرفية' },
    summary: {
      en: 'Measures verbal, numerical and abstract reasoning to show how quickly candidates learn and solve problems at work.',
      ar: 'يقيس الاستدلال اللفظي والعددي والمجرد ليبيّن سرعة تعلّم المرشح وقدرته على حل المشكلات في العمل.',
    },
    body: {
      en: [
        { h2: 'What it measures' },
        {
          p: 'The test assesses three areas of reasoning that research consistently links to job performance, especially in roles that involve complex information and frequent change.',
        },
        {
          ul: [
            'Verbal reasoning: understanding written information and drawing sound conclusions from it',
            'Numerical reasoning: interpreting tables, charts and financial data',
            'Abstract reasoning: spotting patterns and rules in unfamiliar material',
          ],
        },
        { h2: 'Who it suits' },
        {
          p: 'It is used for graduate programmes, professional and analytical roles, and supervisory positions. Each section is available at graduate, professional and managerial levels of difficulty, so every candidate is compared with a relevant norm group. It is particularly useful early in a process, when many applicants need to be compared fairly before interviews.',
        },
        { h2: 'How it runs' },
        {
          p: 'Candidates take the test online in Arabic or English under remote proctoring. Each of the three timed sections lasts about fifteen minutes and begins with short practice questions; the full session, including instructions, takes around 50 minutes. We send candidates a preparation guide with their invitation, and anyone who needs adjustments because of a disability can request them in advance.',
        },
        { h2: 'What the report holds' },
        {
          p: "Employers receive a report showing each candidate's result in every section as a percentile against the chosen norm group, an overall reasoning score and guidance on using the results alongside interviews. Candidates can request a short summary of their own results. Results remain valid for twelve months, so candidates who apply for another role with the same employer need not repeat the test.",
        },
      ],
      ar: [
        { h2: 'ما الذي يقيسه' },
        {
          p: 'يقيس الاختبار ثلاثة مجالات من الاستدلال تربطها الأبحاث باستمرار بالأداء الوظيفي، ولا سيما في الوظائف التي تتطلب التعامل مع معلومات معقدة ومتغيرات متلاحقة.',
        },
        {
          ul: [
            'الاستدلال اللفظي: فهم المعلومات المكتوبة واستخلاص استنتاجات سليمة منها',
            'الاستدلال العددي: تفسير الجداول والرسوم البيانية والبيانات المالية',
            'الاستدلال المجرد: اكتشاف الأنماط والقواعد في مواد غير مألوفة',
          ],
        },
        { h2: 'لمن يناسب' },
        {
          p: 'يُستخدم الاختبار في برامج الخريجين، والوظائف المهنية والتحليلية، والمناصب الإشرافية. ويتوفر كل قسم منه بثلاثة مستويات من الصعوبة تناسب الخريجين والمهنيين والمديرين، لتُقارن نتائج كل مرشح بفئة مرجعية ملائمة. ويُعد مفيدًا بوجه خاص في المراحل الأولى من التوظيف، حين تلزم المقارنة بين عدد كبير من المتقدمين بإنصاف قبل المقابلات.',
        },
        { h2: 'كيف يُطبَّق' },
        {
          p: 'يؤدي المرشح الاختبار عبر الإنترنت باللغة العربية أو الإنجليزية تحت مراقبة عن بُعد. ويستغرق كل قسم من الأقسام الثلاثة المحددة بوقت نحو خمس عشرة دقيقة، تسبقه أسئلة تدريبية قصيرة، وتستغرق الجلسة كاملة مع التعليمات قرابة 50 دقيقة. ونرسل إلى المرشحين دليلًا للاستعداد مع الدعوة، ويمكن لذوي الإعاقة طلب الترتيبات المناسبة مسبقًا.',
        },
        { h2: 'ماذا يتضمن التقرير' },
        {
          p: 'يتسلم صاحب العمل تقريرًا يبيّن نتيجة كل مرشح في كل قسم على هيئة رتبة مئينية مقارنةً بالفئة المرجعية المختارة، إلى جانب درجة إجمالية للاستدلال وإرشادات لاستخدام النتائج جنبًا إلى جنب مع المقابلات. ويمكن للمرشح طلب ملخص موجز لنتائجه. وتبقى النتائج صالحة لمدة اثني عشر شهرًا، فلا يحتاج المرشح إلى إعادة الاختبار إذا تقدم لوظيفة أخرى لدى صاحب العمل نفسه.',
        },
      ],
    },
    durationMinutes: 50,
    format: { en: 'Online, proctored', ar: 'عبر الإنترنت بإشراف مراقب' },
  },
  {
    slug: 'personality-at-work',
    title: { en: 'Personality at Work Questionnaire', ar: 'استبانة الشخصية في بيئة العمل' },
    summary: {
      en: 'Explores how a person prefers to work, relate to others and handle pressure, to inform selection and development.',
      ar: 'تستكشف الأسلوب الذي يفضّله الشخص في العمل والتعامل مع الآخرين ومواجهة الضغوط، لدعم قرارات الاختيار والتطوير.',
    },
    body: {
      en: [
        { h2: 'What it measures' },
        {
          p: "The questionnaire describes a person's typical behaviour at work across four broad areas, each broken down into more specific scales. It measures preferences and style rather than ability, so there are no right or wrong answers.",
        },
        {
          ul: [
            'Working with people: sociability, influence, teamwork and consideration for others',
            'Approach to tasks: organisation, attention to detail and reliability',
            'Thinking style: curiosity, strategic focus and openness to change',
            'Emotions and drive: resilience under pressure, composure and ambition',
          ],
        },
        { h2: 'Who it suits' },
        {
          p: 'It can be used at any level, from entry-level hires to senior managers. Employers use it in selection to explore how well a candidate fits the demands of a role, and in development to help individuals and teams understand their strengths and blind spots. It is often paired with the Cognitive Ability Test to give a fuller picture of a candidate.',
        },
        { h2: 'How it runs' },
        {
          p: 'Candidates respond to around 150 short statements online, in Arabic or English, at a time that suits them. Most people finish in 25 to 35 minutes. Because it is not a test of ability, it does not need live supervision; our team checks each set of responses for consistency.',
        },
        { h2: 'What the report holds' },
        {
          p: 'The employer report shows a profile across all scales, highlights likely strengths and development areas for the target role, and suggests follow-up questions for the interview. Candidates receive a personal feedback report, and a feedback conversation with one of our psychologists can be arranged. All reports are available in Arabic and English.',
        },
      ],
      ar: [
        { h2: 'ما الذي تقيسه' },
        {
          p: 'تصف الاستبانة السلوك المعتاد للشخص في العمل ضمن أربعة مجالات رئيسية، يتفرع كل منها إلى مقاييس أكثر تحديدًا. وهي تقيس التفضيلات والأسلوب لا القدرات، فلا توجد فيها إجابات صحيحة وأخرى خاطئة.',
        },
        {
          ul: [
            'التعامل مع الآخرين: الاجتماعية، والتأثير، والعمل الجماعي، ومراعاة الآخرين',
            'أسلوب إنجاز المهام: التنظيم، والاهتمام بالتفاصيل، والموثوقية',
            'نمط التفكير: حب الاستطلاع، والتركيز الاستراتيجي، والانفتاح على التغيير',
            'الانفعالات والدافعية: الصمود تحت الضغط، والاتزان، والطموح',
          ],
        },
        { h2: 'لمن تناسب' },
        {
          p: 'تصلح الاستبانة لجميع المستويات الوظيفية، من الموظفين المبتدئين إلى كبار المديرين. ويستخدمها أصحاب العمل في الاختيار لاستكشاف مدى توافق المرشح مع متطلبات الوظيفة، وفي التطوير لمساعدة الأفراد والفرق على فهم نقاط قوتهم والجوانب التي قد تغيب عنهم. وكثيرًا ما تُستخدم إلى جانب اختبار القدرات المعرفية لتكوين صورة أشمل عن المرشح.',
        },
        { h2: 'كيف تُطبَّق' },
        {
          p: 'يجيب المرشح عن نحو 150 عبارة قصيرة عبر الإنترنت، باللغة العربية أو الإنجليزية، في الوقت الذي يناسبه. ويُنهيها معظم الأشخاص في مدة تتراوح بين 25 و35 دقيقة. ولأنها ليست اختبارًا للقدرات فلا تحتاج إلى مراقبة مباشرة، ويراجع فريقنا إجابات كل مشارك للتأكد من اتساقها.',
        },
        { h2: 'ماذا يتضمن التقرير' },
        {
          p: 'يعرض تقرير صاحب العمل صورة شاملة لنتائج جميع المقاييس، ويُبرز نقاط القوة المتوقعة وجوانب التطوير في ضوء الوظيفة المستهدفة، ويقترح أسئلة للمتابعة في المقابلة. ويتسلم المرشح تقريرًا شخصيًا بنتائجه، ويمكن ترتيب جلسة لمناقشتها مع أحد الأخصائيين النفسيين لدينا. وتتوفر جميع التقارير باللغتين العربية والإنجليزية.',
        },
      ],
    },
    durationMinutes: 30,
    format: { en: 'Online, unsupervised', ar: 'عبر الإنترنت دون إشراف' },
  },
  {
    slug: 'situational-judgement',
    title: { en: 'Situational Judgement Test', ar: 'اختبار الحكم الموقفي' },
    summary: {
      en: 'Presents realistic workplace scenarios to see how candidates weigh up options and choose the most effective response.',
      ar: 'يعرض مواقف واقعية من بيئة العمل ليكشف كيف يوازن المرشح بين الخيارات ويختار الاستجابة الأكثر فاعلية.',
    },
    body: {
      en: [
        { h2: 'What it measures' },
        {
          p: 'Candidates face scenarios drawn from everyday work in the Gulf, such as a frustrated customer, a colleague who misses a deadline or a clash between two urgent priorities. For each one they rate or rank possible responses. The test shows how closely their judgement matches what effective performers in the role actually do.',
        },
        {
          ul: [
            'Customer focus and handling complaints',
            'Teamwork and dealing with disagreement',
            'Planning and prioritisation under time pressure',
            'Integrity and professional conduct',
          ],
        },
        { h2: 'Who it suits' },
        {
          p: "It works well for high-volume hiring in customer service, retail, hospitality, banking and contact centres, and for graduate and management trainee programmes. We can tailor the scenarios to a client's own environment, working with their managers to agree which responses are most effective. Because it reflects real situations rather than general knowledge, it gives a fair chance to applicants with little formal work experience.",
        },
        { h2: 'How it runs' },
        {
          p: 'The test is completed online in Arabic or English and takes around 40 minutes. Scenarios are presented as short written texts, and some versions use animated video. Candidates usually find it an engaging preview of the job, which also helps them judge whether the role suits them.',
        },
        { h2: 'What the report holds' },
        {
          p: 'Employers receive a score for each competency and an overall score, with candidates ranked against the benchmark for the role. For volume campaigns, results feed into a shortlisting dashboard that helps recruiters decide quickly whom to invite to interview. Candidates receive a short summary of the competencies they showed most strongly.',
        },
      ],
      ar: [
        { h2: 'ما الذي يقيسه' },
        {
          p: 'يواجه المرشح مواقف مستمدة من بيئة العمل اليومية في الخليج، كعميل مستاء، أو زميل تأخر في تسليم مهمة، أو تعارض بين أولويتين عاجلتين. وفي كل موقف يقيّم الاستجابات المقترحة أو يرتبها. ويكشف الاختبار مدى اقتراب حكمه مما يفعله المتميزون فعلًا في الوظيفة نفسها.',
        },
        {
          ul: [
            'التركيز على العميل ومعالجة الشكاوى',
            'العمل الجماعي والتعامل مع الخلافات',
            'التخطيط وترتيب الأولويات تحت ضغط الوقت',
            'النزاهة والسلوك المهني',
          ],
        },
        { h2: 'لمن يناسب' },
        {
          p: 'يناسب الاختبار حملات التوظيف الكبيرة في خدمة العملاء والتجزئة والضيافة والمصارف ومراكز الاتصال، إضافةً إلى برامج الخريجين والمتدربين الإداريين. ويمكننا تكييف المواقف لتعكس بيئة العميل نفسه، بالتعاون مع مديريه للاتفاق على الاستجابات الأكثر فاعلية. ولأنه يعكس مواقف واقعية لا معلومات عامة، فإنه يمنح المتقدمين ذوي الخبرة العملية المحدودة فرصة عادلة لإظهار قدراتهم.',
        },
        { h2: 'كيف يُطبَّق' },
        {
          p: 'يؤدي المرشح الاختبار عبر الإنترنت باللغة العربية أو الإنجليزية في نحو 40 دقيقة. وتُعرض المواقف في نصوص مكتوبة قصيرة، وتستخدم بعض النسخ مقاطع فيديو متحركة. وعادةً ما يجد المرشحون فيه لمحة مشوّقة عن طبيعة الوظيفة، تساعدهم أيضًا على تقدير مدى ملاءمتها لهم.',
        },
        { h2: 'ماذا يتضمن التقرير' },
        {
          p: 'يتسلم صاحب العمل درجة لكل كفاءة ودرجة إجمالية، مع ترتيب المرشحين مقارنةً بالمعيار المحدد للوظيفة. وفي حملات التوظيف الكبيرة، تُغذّي النتائج لوحة متابعة لإعداد القوائم المختصرة تساعد فريق التوظيف على أن يحدد بسرعة من يُدعى إلى المقابلة. ويتسلم كل مرشح ملخصًا موجزًا بالكفاءات التي برز فيها أكثر من غيرها.',
        },
      ],
    },
    durationMinutes: 40,
    format: { en: 'Online, unsupervised', ar: 'عبر الإنترنت دون إشراف' },
  },
  {
    slug: 'emotional-intelligence',
    title: { en: 'Emotional Intelligence Assessment', ar: 'تقييم الذكاء العاطفي' },
    summary: {
      en: 'Assesses how people recognise and manage emotions, in themselves and in others, to build stronger working relationships.',
      ar: 'يقيّم قدرة الشخص على إدراك انفعالاته وانفعالات الآخرين وإدارتها، بما يعزز علاقات العمل.',
    },
    body: {
      en: [
        { h2: 'What it measures' },
        {
          p: 'The assessment looks at the emotional skills that shape how people lead, collaborate and cope with pressure. Results are reported on five scales.',
        },
        {
          ul: [
            "Self-awareness: recognising one's own emotions and their effect on others",
            'Self-management: staying composed and adapting when plans change',
            "Empathy: understanding other people's feelings and perspectives",
            'Relationship management: building trust, resolving conflict and influencing others',
            'Motivation: sustaining effort and optimism in pursuit of goals',
          ],
        },
        { h2: 'Who it suits' },
        {
          p: 'It is most valuable for roles built on relationships, such as managers, client-facing staff, sales teams and HR professionals. Many clients use it in leadership development and coaching rather than selection, because an open and honest self-report matters most in that setting.',
        },
        { h2: 'How it runs' },
        {
          p: "Participants complete a questionnaire online in Arabic or English, typically in about 35 minutes. For development programmes, it can be combined with ratings from a manager, peers and direct reports, giving a rounded picture of how others experience a person's behaviour. Where ratings from others are collected, they remain anonymous and are reported only when enough raters have responded.",
        },
        { h2: 'What the report holds' },
        {
          p: 'The report profiles each scale, explains what the scores mean in everyday work and offers practical suggestions for development. Every participant has a one-to-one feedback session with one of our psychologists, and team reports are available for groups that want to compare patterns and agree shared goals.',
        },
      ],
      ar: [
        { h2: 'ما الذي يقيسه' },
        {
          p: 'يتناول التقييم المهارات العاطفية التي تحدد طريقة الشخص في القيادة والتعاون ومواجهة الضغوط، وتُعرض نتائجه على خمسة مقاييس.',
        },
        {
          ul: [
            'الوعي الذاتي: إدراك المرء لانفعالاته وأثرها في الآخرين',
            'إدارة الذات: الحفاظ على الاتزان والتكيف عند تغيّر الخطط',
            'التعاطف: فهم مشاعر الآخرين ووجهات نظرهم',
            'إدارة العلاقات: بناء الثقة وحل الخلافات والتأثير في الآخرين',
            'الدافعية: المثابرة والتفاؤل في السعي إلى الأهداف',
          ],
        },
        { h2: 'لمن يناسب' },
        {
          p: 'تبرز قيمته في الوظائف القائمة على العلاقات، كالمديرين، والموظفين الذين يتعاملون مباشرةً مع العملاء، وفرق المبيعات، والمتخصصين في الموارد البشرية. ويستخدمه كثير من عملائنا في برامج تطوير القيادات والتوجيه الفردي أكثر من استخدامه في الاختيار، لأن الإجابة الصريحة الصادقة هي الأهم في هذا السياق.',
        },
        { h2: 'كيف يُطبَّق' },
        {
          p: 'يُكمل المشارك استبانة عبر الإنترنت باللغة العربية أو الإنجليزية في نحو 35 دقيقة عادةً. وفي برامج التطوير، يمكن أن تُضاف إليها تقييمات من المدير والزملاء والمرؤوسين المباشرين، لتتكوّن صورة متكاملة عن الطريقة التي يرى بها الآخرون سلوك الشخص. وفي حال جمع تقييمات الآخرين، تبقى هوياتهم سرية، ولا تُعرض نتائجهم إلا إذا اكتمل عدد كافٍ من المقيّمين.',
        },
        { h2: 'ماذا يتضمن التقرير' },
        {
          p: 'يعرض التقرير نتائج كل مقياس، ويشرح دلالتها في العمل اليومي، ويقدّم اقتراحات عملية للتطوير. ويحظى كل مشارك بجلسة فردية لمناقشة نتائجه مع أحد الأخصائيين النفسيين لدينا، كما تتوفر تقارير جماعية للفرق التي ترغب في مقارنة الأنماط والاتفاق على أهداف مشتركة.',
        },
      ],
    },
    durationMinutes: 35,
    format: { en: 'Online questionnaire with a feedback session', ar: 'استبانة عبر الإنترنت تليها جلسة لمناقشة النتائج' },
  },
  {
    slug: 'leadership-potential',
    title: { en: 'Leadership Potential Assessment', ar: 'تقييم الإمكانات القيادية' },
    summary: {
      en: 'Combines tests, business simulations and a structured interview to identify people ready for larger leadership roles.',
      ar: 'يجمع بين الاختبارات وتمارين المحاكاة والمقابلة المنظمة لتحديد المستعدين لتولي أدوار قيادية أكبر.',
    },
    body: {
      en: [
        { h2: 'What it measures' },
        {
          p: 'Potential is different from current performance: a strong specialist will not necessarily thrive as a manager. This assessment looks at the qualities that predict success at the next level of responsibility.',
        },
        {
          ul: [
            'Strategic thinking and judgement with incomplete information',
            'Learning agility: how quickly a person adapts and learns from experience',
            'Influence and the ability to lead through others',
            'Drive, resilience and readiness for greater accountability',
          ],
        },
        { h2: 'Who it suits' },
        {
          p: 'It is designed for high-potential employees, succession candidates and external applicants for senior roles. Organisations also use it to select participants for leadership programmes and to give national talent a clear, evidence-based development path.',
        },
        { h2: 'How it runs' },
        {
          p: 'Participants first complete a reasoning test and a leadership personality questionnaire online. They then join a virtual assessment centre that includes a business case analysis, a role-play with a trained assessor and a structured competency-based interview, conducted in Arabic or English. The online tests and the assessment centre together take about three hours. Assessors are independent of the client organisation, which keeps judgements impartial and builds trust in the results.',
        },
        { h2: 'What the report holds' },
        {
          p: 'Each participant receives a readiness rating, such as ready now, ready in one to two years or best developed in the current role, supported by evidence from every exercise. The report sets out strengths, risks and a development plan, and we present the findings to the sponsoring manager in a debrief meeting. Participants also receive a feedback session to discuss their results and next steps.',
        },
      ],
      ar: [
        { h2: 'ما الذي يقيسه' },
        {
          p: 'تختلف الإمكانات عن الأداء الحالي، فالمتخصص المتميز لا ينجح بالضرورة حين يصبح مديرًا. ولذلك يركز هذا التقييم على الصفات التي تتنبأ بالنجاح في المستوى التالي من المسؤولية.',
        },
        {
          ul: [
            'التفكير الاستراتيجي وحسن التقدير في ظل معلومات منقوصة',
            'سرعة التعلم: مدى قدرة الشخص على التكيف والاستفادة من تجاربه',
            'التأثير والقدرة على القيادة من خلال الآخرين',
            'الدافعية والصمود والاستعداد لتحمّل مساءلة أكبر',
          ],
        },
        { h2: 'لمن يناسب' },
        {
          p: 'صُمّم التقييم للموظفين ذوي الإمكانات العالية، والمرشحين ضمن خطط التعاقب الوظيفي، والمتقدمين من خارج المؤسسة إلى المناصب العليا. كما تستخدمه المؤسسات لاختيار المشاركين في برامج إعداد القادة، ولرسم مسار تطوير واضح قائم على الأدلة للكفاءات الوطنية.',
        },
        { h2: 'كيف يُطبَّق' },
        {
          p: 'يبدأ المشارك بأداء اختبار للاستدلال واستبانة للشخصية القيادية عبر الإنترنت، ثم ينضم إلى مركز تقييم افتراضي يشمل تحليل حالة عملية، وتمرين لعب أدوار مع مقيّم مدرَّب، ومقابلة منظمة قائمة على الكفاءات، باللغة العربية أو الإنجليزية. وتستغرق الاختبارات ومركز التقييم معًا نحو ثلاث ساعات. ويتولى التقييم مختصون مستقلون عن المؤسسة العميلة، بما يضمن حياد الأحكام ويعزز الثقة في النتائج.',
        },
        { h2: 'ماذا يتضمن التقرير' },
        {
          p: 'يحصل كل مشارك على تصنيف لمدى جاهزيته، مثل: جاهز الآن، أو جاهز خلال سنة إلى سنتين، أو الأجدى تطويره في دوره الحالي، مدعومًا بأدلة من كل تمرين. ويعرض التقرير نقاط القوة والمخاطر وخطة للتطوير، ونقدّم النتائج إلى المدير الراعي في اجتماع مخصص لمناقشتها. كما يحظى كل مشارك بجلسة لمناقشة نتائجه والخطوات التالية.',
        },
      ],
    },
    durationMinutes: 180,
    format: {
      en: 'Online tests and a virtual assessment centre',
      ar: 'اختبارات عبر الإنترنت ومركز تقييم افتراضي',
    },
  },
]
