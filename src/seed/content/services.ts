import type { SeedService } from './types'

/** The six services, in the order of `serviceKeys`. */
export const services: SeedService[] = [
  {
    slug: 'employer-of-record',
    title: { en: 'Employer of Record', ar: 'صاحب العمل المسجّل' },
    tagline: {
      en: 'Hire in Saudi Arabia and the UAE without waiting for your own entity, fully compliant from day one.',
      ar: 'وظّف فريقك في السعودية والإمارات دون انتظار تأسيس كيانك القانوني، وبامتثال كامل للأنظمة منذ اليوم الأول.',
    },
    summary: {
      en: 'We become the legal employer of your team in Saudi Arabia or the UAE, handling contracts, payroll, visas and compliance while you direct the day-to-day work.',
      ar: 'نصبح صاحب العمل النظامي لفريقك في السعودية أو الإمارات، فنتولى العقود والرواتب والتأشيرات والامتثال، وتبقى إدارة العمل اليومي بين يديك.',
    },
    body: {
      en: [
        {
          p: 'Opening a legal entity in Saudi Arabia or the UAE takes time, capital and local know-how. If you need people on the ground before that, to test a market, deliver a new contract or support a regional headquarters that is still being set up, our employer-of-record service lets you hire now and stay compliant from the first day.',
        },
        { h2: 'How employer of record works' },
        {
          p: 'Nukhba Talent becomes the legal employer of the people you choose. We issue employment contracts under the Saudi Labour Law or the UAE Labour Law, register employees with the relevant authorities and pay salaries through the Wage Protection System (WPS). You keep full control of their work, objectives and performance; we carry the employment administration and the compliance responsibilities that come with it.',
        },
        { h2: 'What we take care of' },
        {
          ul: [
            'Employment contracts in Arabic and English, documented on Qiwa in Saudi Arabia or with the Ministry of Human Resources and Emiratisation (MOHRE) in the UAE',
            'Work visas, iqama or Emirates ID processing, medical tests and renewals for expatriate staff',
            'Monthly payroll through WPS, GOSI registration and contributions in Saudi Arabia, and pension registration for Emirati employees in the UAE',
            'Mandatory health insurance, leave records and end-of-service gratuity accruals',
            'Guidance on Saudization and Emiratisation requirements as your team grows',
            'Compliant onboarding and offboarding, including final settlements',
          ],
        },
        { h2: 'Who it suits' },
        {
          p: 'Employer of record suits international companies entering the Gulf, regional firms expanding from Dubai into Riyadh or the other way round, and organisations that need project staff for a fixed period. It is also a practical bridge while your own commercial registration and licences are being completed. When your entity is ready, we help you move employees across in an orderly way, with their accrued entitlements settled or carried over as agreed.',
        },
        { h2: 'Transparent costs' },
        {
          p: 'You receive one monthly invoice covering salaries, statutory costs and our service fee, with each element shown separately. There are no hidden charges for visa renewals or routine HR requests, and we agree any one-off costs, such as recruitment or relocation, with you in advance.',
        },
      ],
      ar: [
        {
          p: 'يتطلب تأسيس كيان قانوني في السعودية أو الإمارات وقتًا ورأس مال ومعرفة دقيقة بالإجراءات المحلية. فإذا احتجت إلى فريق على أرض الواقع قبل ذلك، لاختبار سوق جديدة أو تنفيذ عقد مستجد أو دعم مقر إقليمي ما زال قيد التأسيس، فإن خدمة صاحب العمل المسجّل تتيح لك التوظيف الآن مع الالتزام الكامل بالأنظمة منذ اليوم الأول.',
        },
        { h2: 'كيف تعمل الخدمة' },
        {
          p: 'تصبح نخبة للتوظيف صاحب العمل النظامي للأشخاص الذين تختارهم؛ فنحرر عقود العمل وفق نظام العمل السعودي أو قانون العمل الإماراتي، ونسجل الموظفين لدى الجهات المختصة، ونصرف رواتبهم عبر نظام حماية الأجور. وتحتفظ أنت بالإشراف الكامل على مهامهم وأهدافهم وأدائهم، بينما نتحمل نحن الأعباء الإدارية للتوظيف وما يرتبط بها من مسؤوليات الامتثال.',
        },
        { h2: 'ما نتولاه عنك' },
        {
          ul: [
            'عقود عمل باللغتين العربية والإنجليزية، موثقة عبر منصة قوى في السعودية أو لدى وزارة الموارد البشرية والتوطين في الإمارات',
            'إجراءات تأشيرات العمل والإقامة أو بطاقة الهوية الإماراتية، والفحوص الطبية والتجديدات للموظفين الوافدين',
            'مسير رواتب شهري عبر نظام حماية الأجور، والتسجيل في التأمينات الاجتماعية وسداد الاشتراكات في السعودية، وتسجيل الموظفين المواطنين في نظام المعاشات في الإمارات',
            'التأمين الصحي الإلزامي وسجلات الإجازات واحتساب مستحقات مكافأة نهاية الخدمة',
            'إرشادات حول متطلبات التوطين في السعودية والإمارات مع نمو فريقك',
            'إجراءات نظامية لمباشرة العمل وإنهاء الخدمة، بما فيها التسويات النهائية',
          ],
        },
        { h2: 'لمن تناسب هذه الخدمة' },
        {
          p: 'تناسب الخدمة الشركات الدولية التي تدخل أسواق الخليج، والشركات الإقليمية التي تتوسع من دبي إلى الرياض أو العكس، والجهات التي تحتاج إلى موظفين لمشروعات محددة المدة. كما أنها حل عملي مرحلي ريثما تُستكمل إجراءات سجلك التجاري وتراخيصك. وعندما يصبح كيانك جاهزًا نساعدك على نقل الموظفين إليه بطريقة منظمة، مع تسوية مستحقاتهم المتراكمة أو ترحيلها وفق ما يُتفق عليه.',
        },
        { h2: 'تكاليف واضحة' },
        {
          p: 'تصلك فاتورة شهرية واحدة تشمل الرواتب والتكاليف النظامية ورسوم خدمتنا، مع بيان كل بند على حدة. فلا رسوم خفية على تجديد التأشيرات أو طلبات الموارد البشرية المعتادة، ونتفق معك مسبقًا على أي تكاليف استثنائية، مثل الاستقطاب أو الانتقال.',
        },
      ],
    },
    steps: [
      {
        title: { en: 'Scope the role', ar: 'تحديد الدور' },
        text: {
          en: 'We confirm the role, location, salary package and start date, and check the visa and Saudization or Emiratisation implications.',
          ar: 'نؤكد المسمى الوظيفي وموقع العمل وحزمة الراتب وتاريخ المباشرة، وندرس أثر ذلك على التأشيرات ومتطلبات التوطين.',
        },
      },
      {
        title: { en: 'Agree the contract', ar: 'اعتماد العقد' },
        text: {
          en: "We prepare a compliant offer and a bilingual employment contract for your approval and the candidate's signature.",
          ar: 'نعدّ عرضًا وظيفيًا وعقد عمل ثنائي اللغة متوافقًا مع الأنظمة، ليعتمده فريقك ويوقّعه المرشح.',
        },
      },
      {
        title: { en: 'Onboard and register', ar: 'المباشرة والتسجيل' },
        text: {
          en: 'We handle visas, medical tests, residence permits, insurance and government registrations so the employee can start work lawfully.',
          ar: 'ننجز التأشيرات والفحوص الطبية وتصاريح الإقامة والتأمين والتسجيل لدى الجهات الحكومية، ليبدأ الموظف عمله بصورة نظامية.',
        },
      },
      {
        title: { en: 'Run and report', ar: 'التشغيل والتقارير' },
        text: {
          en: 'We process monthly payroll through WPS, manage HR requests and send you a clear monthly report with the invoice.',
          ar: 'نصرف الرواتب شهريًا عبر نظام حماية الأجور، ونتابع طلبات الموظفين، ونرسل إليك تقريرًا شهريًا واضحًا مع الفاتورة.',
        },
      },
    ],
    benefits: [
      {
        title: { en: 'Speed to market', ar: 'دخول أسرع إلى السوق' },
        text: {
          en: 'Start hiring in Saudi Arabia or the UAE without waiting for your own entity and licences.',
          ar: 'ابدأ التوظيف في السعودية أو الإمارات دون انتظار تأسيس كيانك واستخراج تراخيصك.',
        },
      },
      {
        title: { en: 'Compliance handled', ar: 'امتثال نتولاه عنك' },
        text: {
          en: 'Contracts, payroll, GOSI, WPS and residency follow current regulations, and we keep up with every change.',
          ar: 'تسير العقود والرواتب والتأمينات الاجتماعية وحماية الأجور والإقامات وفق الأنظمة السارية، ونواكب كل تحديث فيها.',
        },
      },
      {
        title: { en: 'Lower fixed costs', ar: 'تكاليف ثابتة أقل' },
        text: {
          en: 'Avoid the expense of an entity, local payroll systems and an in-country HR team while you test the market.',
          ar: 'تجنّب نفقات تأسيس كيان وأنظمة رواتب محلية وفريق موارد بشرية داخل البلد خلال مرحلة اختبار السوق.',
        },
      },
      {
        title: { en: 'A better employee experience', ar: 'تجربة أفضل للموظف' },
        text: {
          en: 'Your people get clear contracts, salaries on time and a bilingual HR team that answers their questions.',
          ar: 'يحصل موظفوك على عقود واضحة ورواتب في موعدها وفريق موارد بشرية ثنائي اللغة يجيب عن استفساراتهم.',
        },
      },
    ],
    faqs: [
      {
        question: { en: "Who manages the employee's daily work?", ar: 'من يدير العمل اليومي للموظف؟' },
        answer: {
          en: 'You do. You set objectives, assign tasks and review performance. We remain the legal employer and handle contracts, payroll, residency and HR administration.',
          ar: 'أنت من يديره؛ فتحدد الأهداف وتوزع المهام وتقيّم الأداء. ونبقى نحن صاحب العمل النظامي المسؤول عن العقود والرواتب والإقامة والشؤون الإدارية.',
        },
      },
      {
        question: { en: 'Can you employ both nationals and expatriates?', ar: 'هل يمكنكم توظيف المواطنين والوافدين معًا؟' },
        answer: {
          en: 'Yes. We employ Saudi and Emirati nationals as well as expatriates, and we explain how each hire affects visa eligibility and nationalisation requirements.',
          ar: 'نعم. نوظف المواطنين السعوديين والإماراتيين والوافدين على حد سواء، ونوضح لك أثر كل تعيين على أهلية التأشيرات ومتطلبات التوطين.',
        },
      },
      {
        question: { en: 'What happens when we open our own entity?', ar: 'ماذا يحدث عندما نؤسس كياننا الخاص؟' },
        answer: {
          en: 'We plan the transfer with you. Employees move to your entity through the official transfer process, and their accrued entitlements, including end-of-service gratuity, are settled or carried over as agreed in writing.',
          ar: 'نخطط معك لعملية النقل، فينتقل الموظفون إلى كيانك عبر الإجراءات الرسمية لنقل الخدمات، وتُسوّى مستحقاتهم المتراكمة، ومنها مكافأة نهاية الخدمة، أو تُرحّل وفق ما يُتفق عليه كتابيًا.',
        },
      },
    ],
  },
  {
    slug: 'hr-consultancy',
    title: { en: 'HR Consultancy', ar: 'استشارات الموارد البشرية' },
    tagline: {
      en: 'Practical HR advice that keeps your organisation compliant, fair and ready to grow.',
      ar: 'استشارات عملية في الموارد البشرية تُبقي منشأتك ملتزمة بالأنظمة، منصفة لموظفيها، مستعدة للنمو.',
    },
    summary: {
      en: 'From policies and grading structures to labour-law compliance and Saudization plans, our consultants help Gulf employers build HR that works in practice.',
      ar: 'من السياسات وسلالم الدرجات الوظيفية إلى الامتثال لأنظمة العمل وخطط التوطين، يساعد مستشارونا أصحاب العمل في الخليج على بناء إدارة موارد بشرية تنجح على أرض الواقع.',
    },
    body: {
      en: [
        {
          p: 'Many Gulf companies grow faster than their HR foundations. Policies are copied from another market, job titles multiply without a structure, and compliance questions reach the HR team only when an inspection or a dispute is already under way. Our HR consultancy gives you experienced advisers who know the Saudi and UAE labour frameworks and the realities of running teams in the region.',
        },
        { h2: 'Where we help' },
        {
          ul: [
            'HR policies and employee handbooks aligned with the Saudi Labour Law and the UAE Labour Law, in Arabic and English',
            'Organisation design, job descriptions, grading structures and career paths',
            'Saudization (Nitaqat) and Emiratisation plans that link hiring targets to real roles and development',
            'Performance management frameworks, objective setting and review cycles',
            'HR audits covering contracts, WPS payroll, GOSI, leave, end-of-service gratuity and personnel files',
            'Support with restructuring, employee consultation and fair, well-documented separations',
          ],
        },
        { h2: 'How we work' },
        {
          p: 'Every engagement starts with listening. We interview leaders and HR staff, review your documents and data, and compare what is written with what actually happens. Our recommendations are prioritised by risk and effort, so you know what must be fixed now and what can wait. Where it helps, we draft the documents ourselves and train your managers to use them.',
        },
        { h2: 'Local expertise, regional view' },
        {
          p: 'Our consultants work from Riyadh and Dubai and advise clients across the Gulf. We follow regulatory updates from the Ministry of Human Resources and Social Development in Saudi Arabia and the Ministry of Human Resources and Emiratisation in the UAE, and we explain in plain language what each change means for your policies. For matters that need a formal legal opinion or representation, we work alongside your legal advisers.',
        },
        {
          p: 'An engagement can be a fixed project, such as a policy overhaul, or an ongoing advisory retainer that gives your HR team a trusted sounding board every month.',
        },
        {
          p: 'We also run practical workshops for line managers on topics such as probation reviews, grievances and documenting performance concerns, so that good policy is matched by consistent day-to-day practice.',
        },
      ],
      ar: [
        {
          p: 'تنمو شركات خليجية كثيرة بوتيرة أسرع من أسس إدارة مواردها البشرية؛ فتُنقل السياسات من أسواق أخرى، وتتكاثر المسميات الوظيفية دون هيكل واضح، ولا تصل أسئلة الامتثال إلى فريق الموارد البشرية إلا بعد بدء تفتيش أو نشوء نزاع. وتضع خدمة الاستشارات لدينا بين يديك مستشارين متمرسين يعرفون أنظمة العمل في السعودية والإمارات، ويدركون واقع إدارة الفرق في المنطقة.',
        },
        { h2: 'مجالات دعمنا' },
        {
          ul: [
            'سياسات الموارد البشرية وأدلة الموظفين المتوافقة مع نظام العمل السعودي وقانون العمل الإماراتي، بالعربية والإنجليزية',
            'تصميم الهياكل التنظيمية والأوصاف الوظيفية وسلالم الدرجات والمسارات المهنية',
            'خطط التوطين وفق برنامج نطاقات في السعودية ومستهدفات التوطين في الإمارات، تربط أهداف التوظيف بأدوار حقيقية وبرامج تطوير',
            'أطر إدارة الأداء وتحديد الأهداف ودورات التقييم',
            'تدقيق شامل يغطي العقود والرواتب عبر نظام حماية الأجور والتأمينات الاجتماعية والإجازات ومكافأة نهاية الخدمة وملفات الموظفين',
            'الدعم في إعادة الهيكلة والتشاور مع الموظفين وإنهاء الخدمة بإنصاف وتوثيق سليم',
          ],
        },
        { h2: 'منهجية عملنا' },
        {
          p: 'يبدأ كل مشروع بالإصغاء؛ فنلتقي القيادات وفريق الموارد البشرية، ونراجع الوثائق والبيانات، ونقارن بين ما هو مكتوب وما يجري فعلًا. ثم نرتب توصياتنا حسب درجة المخاطر والجهد المطلوب، لتعرف ما يجب إصلاحه فورًا وما يمكن تأجيله. وعند الحاجة نتولى صياغة الوثائق بأنفسنا وندرّب مديريك على تطبيقها.',
        },
        { h2: 'خبرة محلية ورؤية إقليمية' },
        {
          p: 'يعمل مستشارونا من الرياض ودبي ويخدمون العملاء في أنحاء الخليج. ونتابع المستجدات التنظيمية الصادرة عن وزارة الموارد البشرية والتنمية الاجتماعية في السعودية ووزارة الموارد البشرية والتوطين في الإمارات، ونشرح بلغة واضحة ما يعنيه كل تغيير لسياساتك. أما المسائل التي تتطلب رأيًا قانونيًا رسميًا أو تمثيلًا أمام الجهات القضائية، فنعمل فيها جنبًا إلى جنب مع مستشاريك القانونيين.',
        },
        {
          p: 'ويمكن أن يكون التعاون مشروعًا محددًا، كإعادة صياغة السياسات، أو اتفاقية استشارية مستمرة تمنح فريق الموارد البشرية لديك مرجعًا موثوقًا كل شهر.',
        },
        {
          p: 'كما نعقد ورش عمل تطبيقية للمديرين المباشرين في موضوعات مثل تقييم فترة التجربة ومعالجة التظلمات وتوثيق ملاحظات الأداء، لتقترن السياسات الجيدة بممارسة يومية متسقة.',
        },
      ],
    },
    steps: [
      {
        title: { en: 'Discovery', ar: 'الاستكشاف' },
        text: {
          en: 'We meet your leadership and HR team to understand your goals, headcount plans and the issues you want solved.',
          ar: 'نلتقي قيادتك وفريق الموارد البشرية لفهم أهدافك وخطط التوظيف والتحديات التي تريد معالجتها.',
        },
      },
      {
        title: { en: 'Diagnosis', ar: 'التشخيص' },
        text: {
          en: 'We review policies, contracts and HR data and identify gaps against legal requirements and good practice.',
          ar: 'نراجع السياسات والعقود وبيانات الموارد البشرية، ونحدد الفجوات مقارنة بالمتطلبات النظامية وأفضل الممارسات.',
        },
      },
      {
        title: { en: 'Design', ar: 'التصميم' },
        text: {
          en: 'We agree a prioritised plan and draft the policies, structures or frameworks you need, in Arabic and English.',
          ar: 'نتفق على خطة مرتبة حسب الأولوية، ونصوغ السياسات والهياكل والأطر التي تحتاجها بالعربية والإنجليزية.',
        },
      },
      {
        title: { en: 'Implementation', ar: 'التطبيق' },
        text: {
          en: 'We brief managers, train HR staff and check in after launch to make sure the changes hold.',
          ar: 'نعرّف المديرين بالتغييرات وندرّب فريق الموارد البشرية، ونتابع بعد الإطلاق لضمان رسوخها.',
        },
      },
    ],
    benefits: [
      {
        title: { en: 'Reduced compliance risk', ar: 'مخاطر امتثال أقل' },
        text: {
          en: 'Find and fix gaps before they lead to fines, disputes or failed inspections.',
          ar: 'اكتشف الثغرات وعالجها قبل أن تتحول إلى غرامات أو نزاعات أو مخالفات في التفتيش.',
        },
      },
      {
        title: { en: 'Consistency and fairness', ar: 'اتساق وإنصاف' },
        text: {
          en: 'Clear policies and grading give employees confidence that decisions are made on merit.',
          ar: 'تمنح السياسات الواضحة والدرجات الوظيفية المحددة موظفيك الثقة بأن القرارات تُبنى على الجدارة.',
        },
      },
      {
        title: { en: 'Bilingual, ready-to-use documents', ar: 'وثائق جاهزة بلغتين' },
        text: {
          en: 'Policies and templates are delivered in Arabic and English, formatted for your organisation.',
          ar: 'نسلّم السياسات والنماذج بالعربية والإنجليزية، منسّقة بما يناسب منشأتك.',
        },
      },
      {
        title: { en: 'Senior advice on call', ar: 'مشورة متخصصة عند الطلب' },
        text: {
          en: 'Retainer clients can reach an experienced consultant who already knows their business.',
          ar: 'يتواصل عملاء الاتفاقيات المستمرة مع مستشار متمرس يعرف أعمالهم جيدًا.',
        },
      },
    ],
    faqs: [
      {
        question: { en: 'Do you replace our HR team?', ar: 'هل تحلّون محل فريق الموارد البشرية لدينا؟' },
        answer: {
          en: 'No, we strengthen it. We bring specialist knowledge and extra capacity for projects, and we hand over documents and skills so your team can run things independently.',
          ar: 'لا، بل نعززه. نضيف معرفة متخصصة وطاقة إضافية للمشروعات، ونسلّم الوثائق وننقل المهارات ليتمكن فريقك من إدارة الأمور باستقلالية.',
        },
      },
      {
        question: { en: 'Can you help us move to a higher Nitaqat band?', ar: 'هل تساعدوننا على الانتقال إلى نطاق أعلى في برنامج نطاقات؟' },
        answer: {
          en: 'Yes. We analyse your current workforce mix, identify roles suited to Saudi talent and build a realistic hiring and development plan. Our recruitment team can then help you fill those roles.',
          ar: 'نعم. نحلل تركيبة القوى العاملة الحالية، ونحدد الأدوار المناسبة للكفاءات السعودية، ونبني خطة واقعية للتوظيف والتطوير، ثم يساعدك فريق التوظيف لدينا على شغل تلك الأدوار.',
        },
      },
      {
        question: { en: 'Does your advice replace a lawyer?', ar: 'هل تغني استشاراتكم عن المحامي؟' },
        answer: {
          en: 'No. Our consultants are HR specialists with a deep knowledge of labour regulations, but we do not provide legal representation. For disputes or formal legal opinions, we work alongside your lawyers.',
          ar: 'لا. مستشارونا متخصصون في الموارد البشرية ولديهم معرفة عميقة بأنظمة العمل، لكننا لا نقدم تمثيلًا قانونيًا. وفي النزاعات أو الآراء القانونية الرسمية نعمل جنبًا إلى جنب مع محاميكم.',
        },
      },
    ],
  },
  {
    slug: 'outsourcing',
    title: { en: 'HR and Payroll Outsourcing', ar: 'الإسناد الخارجي للموارد البشرية والرواتب' },
    tagline: {
      en: 'Hand over payroll, HR administration and government transactions, and keep your team focused on the business.',
      ar: 'أسند إلينا الرواتب وشؤون الموظفين والمعاملات الحكومية، ودع فريقك يتفرغ لأعمالك.',
    },
    summary: {
      en: 'For companies with their own entity in Saudi Arabia or the UAE, we run payroll, HR administration and government relations accurately and on time.',
      ar: 'للشركات التي تملك كيانها الخاص في السعودية أو الإمارات، ندير الرواتب وشؤون الموظفين والعلاقات الحكومية بدقة وفي المواعيد المحددة.',
    },
    body: {
      en: [
        {
          p: 'Running HR operations in the Gulf involves a steady stream of time-sensitive tasks: monthly WPS payroll, GOSI updates, visa and residency renewals, medical insurance changes and leave calculations. Each one is manageable on its own; together they absorb time your HR team could spend on people. Our outsourcing service takes on this operational load for companies that already have their own entity in Saudi Arabia or the UAE.',
        },
        { h2: 'Services you can outsource' },
        {
          ul: [
            'Payroll processing, WPS salary files, payslips and monthly reconciliations',
            'GOSI registrations, updates and contribution reconciliations in Saudi Arabia',
            'Government relations: Qiwa, Muqeem and Absher transactions in Saudi Arabia; MOHRE, immigration and residency transactions in the UAE',
            'Applications and renewals for visas, iqamas, Emirates IDs and work permits',
            'Health insurance enrolments and changes',
            'Leave, attendance and end-of-service gratuity calculations',
            'Employee records and an HR helpdesk for routine requests',
          ],
        },
        { h2: 'Choose the scope that fits' },
        {
          p: 'Some clients outsource payroll only; others hand us the full cycle from onboarding to final settlement. We agree a clear service catalogue with turnaround times, named contacts and escalation routes, so everyone knows who does what and by when.',
        },
        { h2: 'Accuracy, security and visibility' },
        {
          p: 'Payroll is prepared and checked by two different team members before it goes for approval, and we share a monthly calendar of cut-off dates so nothing is missed. Employee data is handled in line with the Saudi Personal Data Protection Law and the UAE Personal Data Protection Law, with access limited to the people who need it. You receive regular reports on headcount, payroll costs and upcoming expiries of visas, iqamas and permits, giving you early warning rather than last-minute surprises.',
        },
        {
          p: 'Because our team works in both Riyadh and Dubai, we can support groups that operate in both countries through a single point of contact.',
        },
        {
          p: 'You keep full visibility throughout: you can request any file, report or transaction record at any time, and if you ever decide to bring the work back in-house, we hand everything over in an organised form.',
        },
      ],
      ar: [
        {
          p: 'تتضمن إدارة عمليات الموارد البشرية في الخليج سلسلة متواصلة من المهام المرتبطة بمواعيد دقيقة: مسير الرواتب الشهري عبر نظام حماية الأجور، وتحديثات التأمينات الاجتماعية، وتجديد التأشيرات والإقامات، وتعديلات التأمين الصحي، واحتساب الإجازات. وكل مهمة منها يسيرة وحدها، لكنها مجتمعة تستهلك وقتًا كان بوسع فريقك أن يخصصه للموظفين أنفسهم. وتتولى خدمة الإسناد لدينا هذا العبء التشغيلي عن الشركات التي تملك كيانها الخاص في السعودية أو الإمارات.',
        },
        { h2: 'الخدمات التي يمكنك إسنادها' },
        {
          ul: [
            'إعداد مسير الرواتب وملفات نظام حماية الأجور وقسائم الرواتب والمطابقات الشهرية',
            'التسجيل في التأمينات الاجتماعية وتحديث البيانات ومطابقة الاشتراكات في السعودية',
            'العلاقات الحكومية: معاملات منصات قوى ومقيم وأبشر في السعودية، ومعاملات وزارة الموارد البشرية والتوطين والهجرة والإقامة في الإمارات',
            'طلبات التأشيرات والإقامات وبطاقات الهوية الإماراتية وتصاريح العمل وتجديدها',
            'تسجيل الموظفين في التأمين الصحي وتعديل بياناتهم',
            'احتساب الإجازات والحضور ومكافأة نهاية الخدمة',
            'إدارة سجلات الموظفين ومكتب مساندة للطلبات المعتادة',
          ],
        },
        { h2: 'اختر النطاق الذي يناسبك' },
        {
          p: 'يكتفي بعض عملائنا بإسناد الرواتب، بينما يسند إلينا آخرون الدورة كاملة من مباشرة العمل حتى التسوية النهائية. ونتفق معك على قائمة خدمات واضحة بمدد إنجاز محددة وجهات اتصال معروفة بالاسم ومسارات للتصعيد، ليعرف الجميع من يتولى كل مهمة ومتى.',
        },
        { h2: 'الدقة والأمان والشفافية' },
        {
          p: 'يُعدّ مسير الرواتب ويراجعه موظفان مختلفان قبل رفعه للاعتماد، ونشاركك تقويمًا شهريًا بالمواعيد النهائية حتى لا يفوتنا شيء. ونتعامل مع بيانات الموظفين وفق نظام حماية البيانات الشخصية في السعودية وقانون حماية البيانات الشخصية في الإمارات، مع قصر الاطلاع عليها على من يحتاج إليها. وتصلك تقارير دورية عن أعداد الموظفين وتكاليف الرواتب ومواعيد انتهاء التأشيرات والإقامات والتصاريح، فتحصل على تنبيه مبكر بدلًا من مفاجآت اللحظة الأخيرة.',
        },
        {
          p: 'ولأن فريقنا يعمل في الرياض ودبي معًا، نستطيع خدمة المجموعات العاملة في البلدين من خلال جهة اتصال واحدة.',
        },
        {
          p: 'وتبقى الصورة واضحة أمامك طوال الوقت؛ فيمكنك طلب أي ملف أو تقرير أو سجل معاملة متى شئت، وإذا قررت يومًا إعادة هذه المهام إلى فريقك الداخلي سلّمناك كل شيء بصورة منظمة.',
        },
      ],
    },
    steps: [
      {
        title: { en: 'Assess current processes', ar: 'تقييم الإجراءات الحالية' },
        text: {
          en: 'We map how payroll, HR administration and government transactions run today and where delays or errors occur.',
          ar: 'نرسم صورة واضحة لسير الرواتب والشؤون الإدارية والمعاملات الحكومية اليوم، ونحدد مواضع التأخير أو الأخطاء.',
        },
      },
      {
        title: { en: 'Agree scope and service levels', ar: 'الاتفاق على النطاق ومستويات الخدمة' },
        text: {
          en: 'We define the services, turnaround times, approvals and reports in a written service agreement.',
          ar: 'نحدد الخدمات ومدد الإنجاز وصلاحيات الاعتماد والتقارير في اتفاقية خدمة مكتوبة.',
        },
      },
      {
        title: { en: 'Transition', ar: 'الانتقال' },
        text: {
          en: 'We collect employee data securely, run a parallel payroll month and set up access to the government portals required.',
          ar: 'نجمع بيانات الموظفين بطريقة آمنة، ونشغّل مسير رواتب موازيًا لمدة شهر، ونجهز صلاحيات الدخول إلى البوابات الحكومية اللازمة.',
        },
      },
      {
        title: { en: 'Operate and improve', ar: 'التشغيل والتحسين' },
        text: {
          en: 'We run the agreed services each month, report on performance and suggest improvements as you grow.',
          ar: 'ننفذ الخدمات المتفق عليها كل شهر، ونرفع تقارير الأداء، ونقترح التحسينات مع نمو أعمالك.',
        },
      },
    ],
    benefits: [
      {
        title: { en: 'Payroll on time', ar: 'رواتب في موعدها' },
        text: {
          en: 'Salaries are processed through WPS before the deadline, every month.',
          ar: 'تُصرف الرواتب عبر نظام حماية الأجور قبل الموعد النهائي، كل شهر.',
        },
      },
      {
        title: { en: 'No missed renewals', ar: 'لا تجديدات فائتة' },
        text: {
          en: 'We track expiry dates for visas, iqamas, permits and insurance and act well in advance.',
          ar: 'نتابع تواريخ انتهاء التأشيرات والإقامات والتصاريح والتأمين، ونبادر قبلها بوقت كافٍ.',
        },
      },
      {
        title: { en: 'Predictable cost', ar: 'تكلفة يمكن التنبؤ بها' },
        text: {
          en: 'A fixed monthly fee per employee replaces the cost of hiring and training extra HR staff.',
          ar: 'رسوم شهرية ثابتة عن كل موظف تغنيك عن تكلفة توظيف كوادر إضافية في الموارد البشرية وتدريبها.',
        },
      },
      {
        title: { en: 'One team for two countries', ar: 'فريق واحد لبلدين' },
        text: {
          en: 'A single contact coordinates your operations across Saudi Arabia and the UAE.',
          ar: 'جهة اتصال واحدة تنسق عملياتك في السعودية والإمارات.',
        },
      },
    ],
    faqs: [
      {
        question: {
          en: 'How is outsourcing different from employer of record?',
          ar: 'ما الفرق بين الإسناد وخدمة صاحب العمل المسجّل؟',
        },
        answer: {
          en: 'With outsourcing, your company remains the legal employer and we operate HR processes on its behalf. With employer of record, we become the legal employer because you do not yet have an entity in that country.',
          ar: 'في الإسناد تبقى شركتك صاحب العمل النظامي، ونتولى نحن تشغيل إجراءات الموارد البشرية نيابة عنها. أما في خدمة صاحب العمل المسجّل فنصبح نحن صاحب العمل النظامي، لأنك لا تملك بعدُ كيانًا في ذلك البلد.',
        },
      },
      {
        question: { en: 'Who approves payroll each month?', ar: 'من يعتمد مسير الرواتب كل شهر؟' },
        answer: {
          en: 'You do. We prepare the payroll and a summary of changes, and salaries are released only after your authorised approver signs off.',
          ar: 'أنت. نعدّ المسير وملخصًا بالتغييرات، ولا تُصرف الرواتب إلا بعد اعتماد المفوَّض بالصلاحية لديك.',
        },
      },
      {
        question: { en: 'Can we start with payroll and add services later?', ar: 'هل يمكننا البدء بالرواتب وإضافة خدمات لاحقًا؟' },
        answer: {
          en: 'Yes. Many clients begin with payroll and add government relations or HR administration once the first service is running smoothly.',
          ar: 'نعم. يبدأ كثير من عملائنا بالرواتب، ثم يضيفون العلاقات الحكومية أو الشؤون الإدارية بعد أن تستقر الخدمة الأولى.',
        },
      },
    ],
  },
  {
    slug: 'psychometric-assessments',
    title: { en: 'Psychometric Assessments', ar: 'الاختبارات النفسية المهنية' },
    tagline: {
      en: 'Objective insight into ability, personality and potential, for better hiring and development decisions.',
      ar: 'رؤية موضوعية للقدرات والشخصية والإمكانات، لقرارات أدق في التوظيف والتطوير.',
    },
    summary: {
      en: 'Validated aptitude, personality and situational judgement assessments in Arabic and English, with clear reports for employers and useful feedback for candidates.',
      ar: 'اختبارات موثوقة للقدرات والشخصية وحسن التصرف في المواقف، بالعربية والإنجليزية، مع تقارير واضحة لأصحاب العمل وتغذية راجعة مفيدة للمرشحين.',
    },
    body: {
      en: [
        {
          p: 'Interviews reveal a great deal, but they also leave room for first impressions and unconscious bias. Psychometric assessments add structured, comparable evidence about how people reason, work and behave, so that hiring and promotion decisions rest on more than a single conversation. More than 500 participants have already taken our assessments and development programmes.',
        },
        { h2: 'What we assess' },
        {
          ul: [
            'Aptitude: numerical, verbal and abstract reasoning for roles that demand analysis and problem solving',
            'Personality and work style: how people approach tasks, colleagues, pressure and change',
            'Situational judgement: realistic workplace scenarios tailored to the role and level',
            'Leadership potential: for graduate programmes, succession planning and high-potential talent',
            'Language proficiency: business English and Arabic, where the role requires it',
          ],
        },
        { h2: 'Fair for Gulf candidates' },
        {
          p: 'We use assessments available in both Arabic and English and interpret results against appropriate comparison groups. Where the role allows, candidates take the assessment in the language they are most comfortable with, and we make reasonable adjustments for people with disabilities on request. Results are one input among several: we always recommend using them alongside interviews and references, never as the only basis for a decision.',
        },
        { h2: 'Clear, usable reports' },
        {
          p: 'Employers receive a concise report for each participant, highlighting strengths, possible development areas and suggested questions to explore at interview. For group programmes, we add a summary that shows patterns across the cohort. Participants can receive their own feedback report, and we offer feedback sessions so they understand what the results mean for their career.',
        },
        {
          p: 'Assessments run online with remote proctoring, or as supervised sessions at our Riyadh and Dubai offices. Personal data and results are stored securely and shared only with the organisation that commissioned the assessment and, where agreed, with the participant.',
        },
        {
          p: 'For job seekers, an assessment is also a chance to learn: the feedback helps you understand your strengths and choose the roles and training that suit you best.',
        },
      ],
      ar: [
        {
          p: 'تكشف المقابلات الكثير، لكنها تترك مجالًا للانطباعات الأولى والتحيزات غير الواعية. وتضيف الاختبارات النفسية المهنية أدلة منظمة قابلة للمقارنة عن طريقة تفكير الأشخاص وأسلوب عملهم وسلوكهم، لتستند قرارات التوظيف والترقية إلى ما هو أبعد من حوار واحد. وقد خاض أكثر من 500 مشارك تقييماتنا وبرامجنا التطويرية حتى الآن.',
        },
        { h2: 'ما الذي نقيسه' },
        {
          ul: [
            'القدرات: الاستدلال العددي واللفظي والمجرد للأدوار التي تتطلب التحليل وحل المشكلات',
            'الشخصية وأسلوب العمل: طريقة التعامل مع المهام والزملاء وضغوط العمل والتغيير',
            'حسن التصرف في المواقف: سيناريوهات واقعية من بيئة العمل تُصمَّم وفق الدور والمستوى الوظيفي',
            'الإمكانات القيادية: لبرامج الخريجين وتخطيط التعاقب الوظيفي واكتشاف أصحاب الإمكانات العالية',
            'الكفاءة اللغوية: في الإنجليزية والعربية لأغراض العمل، حين يتطلب الدور ذلك',
          ],
        },
        { h2: 'تقييم منصف للمرشحين في الخليج' },
        {
          p: 'نستخدم تقييمات متاحة باللغتين العربية والإنجليزية، ونفسّر النتائج مقارنةً بفئات مرجعية ملائمة. ويؤدي المرشح التقييم باللغة التي يرتاح إليها أكثر متى سمحت طبيعة الدور، ونوفر عند الطلب ترتيبات مناسبة للأشخاص ذوي الإعاقة. والنتائج عنصر واحد من عناصر القرار؛ لذا نوصي دائمًا باستخدامها إلى جانب المقابلات والمراجع المهنية، لا أن تكون الأساس الوحيد للحكم.',
        },
        { h2: 'تقارير واضحة قابلة للتطبيق' },
        {
          p: 'يتسلم صاحب العمل تقريرًا موجزًا لكل مشارك يبرز نقاط القوة وجوانب التطوير المحتملة، مع أسئلة مقترحة لاستكشافها في المقابلة. وفي البرامج الجماعية نضيف ملخصًا يوضح الأنماط المشتركة بين المشاركين. ويمكن للمشاركين الحصول على تقرير خاص بهم، كما نعقد جلسات لمناقشة النتائج معهم ليفهموا ما تعنيه لمسيرتهم المهنية.',
        },
        {
          p: 'تُجرى التقييمات عبر الإنترنت بمراقبة عن بُعد، أو في جلسات حضورية بإشراف مباشر في مكتبينا بالرياض ودبي. وتُحفظ البيانات الشخصية والنتائج بأمان، ولا تُشارك إلا مع الجهة التي طلبت التقييم، ومع المشارك نفسه متى اتُّفق على ذلك.',
        },
        {
          p: 'والتقييم بالنسبة إلى الباحثين عن عمل فرصة للتعلم أيضًا؛ إذ تساعدك التغذية الراجعة على فهم نقاط قوتك واختيار الوظائف والبرامج التدريبية الأنسب لك.',
        },
      ],
    },
    steps: [
      {
        title: { en: 'Define what matters', ar: 'تحديد ما يهم' },
        text: {
          en: 'We agree the competencies and abilities that predict success in the role or programme.',
          ar: 'نتفق على الجدارات والقدرات التي تنبئ بالنجاح في الدور أو البرنامج.',
        },
      },
      {
        title: { en: 'Select the assessments', ar: 'اختيار التقييمات' },
        text: {
          en: 'We choose a short, relevant combination of tests and set the language, format and schedule.',
          ar: 'نختار مجموعة مختصرة وملائمة من الاختبارات، ونحدد اللغة والصيغة والجدول الزمني.',
        },
      },
      {
        title: { en: 'Run the sessions', ar: 'تنفيذ الجلسات' },
        text: {
          en: 'Participants complete the assessments online or at our offices, with support available throughout.',
          ar: 'يؤدي المشاركون التقييمات عبر الإنترنت أو في مكاتبنا، مع دعم متاح طوال الوقت.',
        },
      },
      {
        title: { en: 'Report and debrief', ar: 'التقارير ومناقشة النتائج' },
        text: {
          en: 'We deliver the reports, walk you through the results and offer feedback sessions to participants.',
          ar: 'نسلّم التقارير ونستعرض معك النتائج، ونقدم للمشاركين جلسات لمناقشة نتائجهم.',
        },
      },
    ],
    benefits: [
      {
        title: { en: 'Better hiring decisions', ar: 'قرارات توظيف أدق' },
        text: {
          en: 'Structured evidence complements interviews and reduces reliance on gut feeling.',
          ar: 'أدلة منظمة تكمّل المقابلات وتقلل الاعتماد على الحدس.',
        },
      },
      {
        title: { en: 'Fairer processes', ar: 'إجراءات أكثر إنصافًا' },
        text: {
          en: 'Every candidate is measured against the same criteria, in Arabic or English.',
          ar: 'يُقاس كل مرشح وفق المعايير ذاتها، بالعربية أو الإنجليزية.',
        },
      },
      {
        title: { en: 'Faster shortlisting', ar: 'فرز أسرع' },
        text: {
          en: 'Screen large applicant pools, such as graduate intakes, efficiently and consistently.',
          ar: 'افرز أعدادًا كبيرة من المتقدمين، كدفعات الخريجين، بكفاءة واتساق.',
        },
      },
      {
        title: { en: 'Development insight', ar: 'رؤى للتطوير' },
        text: {
          en: 'Use results to plan coaching, training and succession for your existing staff.',
          ar: 'استفد من النتائج في التخطيط للإرشاد والتدريب والتعاقب الوظيفي لموظفيك الحاليين.',
        },
      },
    ],
    faqs: [
      {
        question: { en: 'Can candidates prepare for the assessments?', ar: 'هل يمكن للمرشحين الاستعداد للتقييمات؟' },
        answer: {
          en: 'Candidates cannot study for personality questionnaires, but they can practise reasoning tests to become familiar with the format. We send guidance and practice material before every session.',
          ar: 'لا يمكن المذاكرة لاستبانات الشخصية، لكن يمكن التدرب على اختبارات الاستدلال للتعود على صيغتها. ونرسل إرشادات ومواد تدريبية قبل كل جلسة.',
        },
      },
      {
        question: { en: 'Who sees the results?', ar: 'من يطّلع على النتائج؟' },
        answer: {
          en: 'Results are shared only with the organisation that commissioned the assessment and, where agreed, with the participant. We never publish results or use them for any other purpose.',
          ar: 'تُشارك النتائج مع الجهة التي طلبت التقييم فقط، ومع المشارك نفسه متى اتُّفق على ذلك. ولا ننشر النتائج ولا نستخدمها لأي غرض آخر.',
        },
      },
      {
        question: { en: 'How long does an assessment take?', ar: 'كم يستغرق التقييم؟' },
        answer: {
          en: 'It depends on the combination. A single reasoning test takes around 20 to 30 minutes, while a full battery for a senior role can take two to three hours, usually split into shorter sections.',
          ar: 'يعتمد ذلك على مجموعة الاختبارات؛ فاختبار الاستدلال الواحد يستغرق نحو 20 إلى 30 دقيقة، بينما قد تمتد المجموعة الكاملة لدور قيادي إلى ساعتين أو ثلاث، تُقسَّم عادة إلى أجزاء أقصر.',
        },
      },
    ],
  },
  {
    slug: 'recruitment',
    title: { en: 'Recruitment', ar: 'التوظيف واستقطاب الكفاءات' },
    tagline: {
      en: 'The right people for your team, found through real market knowledge in Saudi Arabia, the UAE and the Gulf.',
      ar: 'الأشخاص المناسبون لفريقك، نصل إليهم بمعرفة حقيقية بأسواق السعودية والإمارات والخليج.',
    },
    summary: {
      en: 'Specialist recruiters who find, assess and present qualified candidates for professional, technical and leadership roles across the Gulf.',
      ar: 'مستشارو توظيف متخصصون يبحثون عن المرشحين المؤهلين ويقيّمونهم ويقدّمونهم لشغل الوظائف المهنية والتقنية والقيادية في أنحاء الخليج.',
    },
    body: {
      en: [
        {
          p: 'Hiring well in the Gulf means balancing many factors at once: scarce specialist skills, Saudization and Emiratisation targets, visa rules, notice periods and candidates who are often weighing several offers. Our recruiters combine sector knowledge with a wide network of candidates in Saudi Arabia, the UAE and the wider Gulf, so we can move quickly without cutting corners.',
        },
        { h2: 'Roles we recruit for' },
        {
          p: 'We recruit for professional, technical and leadership roles in sectors including finance, technology, engineering and construction, healthcare, hospitality, retail, and energy and industry. We handle single critical hires, executive searches and larger campaigns, such as opening a new site or building a team for a regional headquarters. Every new brief receives a reply within 24 hours.',
        },
        { h2: 'What you get' },
        {
          ul: [
            'A briefing session to understand the role, the team and what success looks like',
            'Targeted search through our candidate network, referrals and direct approach, not job advertisements alone',
            'Structured interviews and, where useful, psychometric assessments',
            "A shortlist with clear notes on each candidate's experience, motivation, salary expectations and notice period",
            'Strong pipelines of Saudi and Emirati nationals to support your nationalisation goals',
            'Support with offers, reference checks and onboarding until the candidate starts',
          ],
        },
        { h2: 'Respect for candidates' },
        {
          p: 'Everyone who applies through our website is treated with courtesy and kept informed. We share a CV with an employer only when the candidate has applied for that role or agreed to be put forward for it, and we give honest feedback wherever we can. This approach protects your employer brand and means the best candidates are glad to work with us again.',
        },
        { h2: 'Fees and guarantee' },
        {
          p: 'Our standard terms are success-based: you pay only when a candidate we introduced joins your organisation. Retained search is available for senior and confidential roles. Every placement comes with a replacement guarantee period, agreed in writing before the search begins.',
        },
        {
          p: 'For employers with ongoing hiring needs, we can also set up a preferred-supplier arrangement with agreed fees, service levels and regular reviews of the candidate pipeline.',
        },
      ],
      ar: [
        {
          p: 'يعني التوظيف الناجح في الخليج الموازنة بين عوامل كثيرة في آن واحد: ندرة المهارات التخصصية، ومستهدفات التوطين في السعودية والإمارات، وأنظمة التأشيرات، وفترات الإشعار، ومرشحين يفاضلون في الغالب بين أكثر من عرض. ويجمع مستشارو التوظيف لدينا بين المعرفة القطاعية وشبكة واسعة من المرشحين في السعودية والإمارات وسائر دول الخليج، فنتحرك بسرعة دون التفريط في الجودة.',
        },
        { h2: 'الوظائف التي نستقطب لها' },
        {
          p: 'نستقطب الكفاءات للوظائف المهنية والتقنية والقيادية في قطاعات تشمل المالية والتقنية والهندسة والإنشاءات والرعاية الصحية والضيافة والتجزئة والطاقة والصناعة. ونتولى التعيينات الفردية الحساسة، والبحث عن القيادات التنفيذية، والحملات الواسعة مثل افتتاح موقع جديد أو بناء فريق لمقر إقليمي. ونرد على كل طلب توظيف جديد خلال 24 ساعة.',
        },
        { h2: 'ما الذي تحصل عليه' },
        {
          ul: [
            'جلسة تعريفية لفهم الدور والفريق ومعايير النجاح',
            'بحث موجّه عبر شبكة مرشحينا والترشيحات والتواصل المباشر، لا الاكتفاء بالإعلانات الوظيفية',
            'مقابلات منظمة، واختبارات نفسية مهنية عند الحاجة',
            'قائمة مختصرة مع ملاحظات واضحة عن خبرة كل مرشح ودوافعه وتوقعاته للراتب وفترة إشعاره',
            'قاعدة قوية من الكفاءات السعودية والإماراتية تدعم أهدافك في التوطين',
            'دعم في العروض الوظيفية والتحقق من المراجع وإجراءات الانضمام حتى يباشر المرشح عمله',
          ],
        },
        { h2: 'احترام المرشحين' },
        {
          p: 'نعامل كل من يتقدم عبر موقعنا بلباقة ونطلعه على مستجدات طلبه. ولا نشارك السيرة الذاتية مع أي صاحب عمل إلا إذا تقدم المرشح للوظيفة أو وافق على ترشيحه لها، ونقدم ملاحظات صادقة كلما أمكن. ويحمي هذا النهج سمعتك بوصفك صاحب عمل، ويجعل أفضل المرشحين يرحبون بالتعامل معنا مجددًا.',
        },
        { h2: 'الرسوم والضمان' },
        {
          p: 'تقوم شروطنا المعتادة على النجاح؛ فلا تدفع إلا إذا انضم إلى منشأتك مرشح قدمناه إليك. ونوفر البحث الحصري بأتعاب مقدمة للمناصب القيادية والسرية. ويشمل كل تعيين فترة ضمان للاستبدال نتفق عليها كتابيًا قبل بدء البحث.',
        },
        {
          p: 'ولأصحاب العمل ذوي الاحتياجات المستمرة، يمكننا الاتفاق على ترتيب المورّد المفضّل برسوم ومستويات خدمة محددة ومراجعات دورية لقوائم المرشحين.',
        },
      ],
    },
    steps: [
      {
        title: { en: 'Brief', ar: 'استلام الطلب' },
        text: {
          en: 'We agree the role, requirements, salary range and timeline, and reply to every new brief within 24 hours.',
          ar: 'نتفق على الدور والمتطلبات ونطاق الراتب والجدول الزمني، ونرد على كل طلب جديد خلال 24 ساعة.',
        },
      },
      {
        title: { en: 'Search and screen', ar: 'البحث والفرز' },
        text: {
          en: 'We approach suitable candidates, interview them and check their experience, motivation and availability.',
          ar: 'نتواصل مع المرشحين المناسبين ونقابلهم، ونتحقق من خبراتهم ودوافعهم وموعد توفرهم.',
        },
      },
      {
        title: { en: 'Shortlist and interview', ar: 'القائمة المختصرة والمقابلات' },
        text: {
          en: 'You receive a focused shortlist with our notes, and we coordinate your interviews and feedback.',
          ar: 'تتسلم قائمة مركزة مع ملاحظاتنا، وننسق مقابلاتك ونتابع آراءك في المرشحين.',
        },
      },
      {
        title: { en: 'Offer and onboard', ar: 'العرض والانضمام' },
        text: {
          en: 'We help negotiate the offer, manage references and notice periods, and stay in touch until the start date.',
          ar: 'نساعد في التفاوض على العرض، ونتابع المراجع وفترات الإشعار، ونبقى على تواصل حتى تاريخ المباشرة.',
        },
      },
    ],
    benefits: [
      {
        title: { en: 'Quality over volume', ar: 'الجودة قبل الكم' },
        text: {
          en: 'A short list of well-matched candidates instead of a pile of CVs.',
          ar: 'قائمة قصيرة من المرشحين المتوافقين مع الدور بدلًا من كومة من السير الذاتية.',
        },
      },
      {
        title: { en: 'Nationalisation expertise', ar: 'خبرة في التوطين' },
        text: {
          en: 'Access to Saudi and Emirati talent and practical advice on meeting Nitaqat and Emiratisation targets.',
          ar: 'وصول إلى الكفاءات السعودية والإماراتية، ونصائح عملية لتحقيق متطلبات نطاقات ومستهدفات التوطين في الإمارات.',
        },
      },
      {
        title: { en: 'Market insight', ar: 'فهم عميق للسوق' },
        text: {
          en: 'Honest guidance on salaries, availability and competition for the skills you need.',
          ar: 'إرشاد صريح حول الرواتب ومدى توافر المهارات التي تحتاجها وحدة المنافسة عليها.',
        },
      },
      {
        title: { en: 'Low-risk terms', ar: 'شروط منخفضة المخاطر' },
        text: {
          en: 'Success-based fees and a replacement guarantee for every placement.',
          ar: 'رسوم مرتبطة بالنجاح وضمان استبدال لكل تعيين.',
        },
      },
    ],
    faqs: [
      {
        question: { en: 'How long does it take to fill a role?', ar: 'كم يستغرق شغل الوظيفة؟' },
        answer: {
          en: 'It depends on the role and the market. We share a realistic timeline at the briefing and send weekly progress updates, so you always know where the search stands.',
          ar: 'يعتمد ذلك على طبيعة الدور وظروف السوق. نضع لك جدولًا زمنيًا واقعيًا في الجلسة التعريفية، ونرسل تحديثات أسبوعية لتبقى على اطلاع دائم بسير البحث.',
        },
      },
      {
        question: { en: 'Do job seekers pay a fee?', ar: 'هل يدفع الباحثون عن عمل أي رسوم؟' },
        answer: {
          en: 'No. Candidates never pay us anything. Our fees are paid by the employers who hire through us.',
          ar: 'لا. لا يدفع المرشحون لنا أي مبلغ على الإطلاق، وإنما تتحمل رسومنا جهات العمل التي توظف من خلالنا.',
        },
      },
      {
        question: { en: 'Can you recruit for both Riyadh and Dubai?', ar: 'هل يمكنكم التوظيف في الرياض ودبي معًا؟' },
        answer: {
          en: 'Yes. Our teams in both offices work together, and we regularly recruit for roles in Saudi Arabia, the UAE and other Gulf countries.',
          ar: 'نعم. يعمل فريقا المكتبين معًا، ونستقطب بانتظام لوظائف في السعودية والإمارات ودول الخليج الأخرى.',
        },
      },
    ],
  },
  {
    slug: 'salary-survey',
    title: { en: 'Salary Survey and Benchmarking', ar: 'مسح الرواتب والمزايا' },
    tagline: {
      en: 'Pay with confidence, using reliable salary and benefits data for the Gulf market.',
      ar: 'حدّد الرواتب بثقة، استنادًا إلى بيانات موثوقة عن الرواتب والمزايا في سوق الخليج.',
    },
    summary: {
      en: 'Salary and benefits benchmarking for Saudi Arabia and the UAE, matched to your roles, so you can attract, reward and retain the right people.',
      ar: 'مقارنة مرجعية للرواتب والمزايا في السعودية والإمارات، مطابقة لوظائفك، لتستقطب الكفاءات المناسبة وتكافئها وتحافظ عليها.',
    },
    body: {
      en: [
        {
          p: 'Setting pay in the Gulf is rarely simple. Packages combine basic salary with housing, transport and other allowances; national and expatriate employees may have different benefits; and demand for certain skills can shift quickly. Pay too little and good people leave; pay too much and costs rise without better results. Our salary survey and benchmarking service gives you the evidence to get it right.',
        },
        { h2: 'What the service covers' },
        {
          ul: [
            'Benchmarking of basic salary, allowances and total cash for your roles in Saudi Arabia and the UAE',
            'Benefits comparison, including housing, transport, medical cover, annual air tickets, education support and bonuses',
            'Job matching based on responsibilities and level, not job titles alone',
            'Analysis of your current pay positioning, internal equity and any gaps',
            'Recommendations for salary ranges, grading structures and annual increase budgets',
          ],
        },
        { h2: 'Where the data comes from' },
        {
          p: 'Our benchmarks draw on anonymised data from participating organisations, our own recruitment activity and offers accepted by candidates across the region. Data is aggregated so that no individual or company can be identified, and we report a figure only when there are enough data points for it to be meaningful. Participating organisations receive the results on preferential terms.',
        },
        { h2: 'Why package structure matters' },
        {
          p: 'In Saudi Arabia, GOSI contributions are calculated on basic salary plus housing allowance, while in the UAE end-of-service gratuity is calculated on basic salary. The split between basic pay and allowances therefore affects both employer costs and employee entitlements. We look at the full package, not only the headline figure, so your offers are competitive and your costs predictable.',
        },
        {
          p: 'Reports are delivered in Arabic and English, with a briefing session for your HR and finance teams. Many clients refresh their benchmarks every year ahead of the pay review, or for specific roles whenever hiring becomes difficult.',
        },
        {
          p: 'If you are preparing for a restructuring, a merger or a new grading system, we can combine the survey with our HR consultancy service to turn the data into a complete pay framework.',
        },
      ],
      ar: [
        {
          p: 'نادرًا ما يكون تحديد الرواتب في الخليج أمرًا بسيطًا؛ فالحزمة تجمع الراتب الأساسي مع بدلات السكن والنقل وغيرها، وقد تختلف مزايا الموظفين المواطنين عن الوافدين، كما قد يتغير الطلب على بعض المهارات بسرعة. فإن دفعت أقل من السوق خسرت الكفاءات، وإن دفعت أكثر ارتفعت التكاليف دون تحسن في النتائج. وتمنحك خدمة مسح الرواتب والمقارنة المرجعية لدينا الأدلة التي تحتاجها لاتخاذ القرار الصائب.',
        },
        { h2: 'ما تشمله الخدمة' },
        {
          ul: [
            'مقارنة الراتب الأساسي والبدلات وإجمالي الدخل النقدي لوظائفك في السعودية والإمارات',
            'مقارنة المزايا، ومنها السكن والنقل والتأمين الطبي وتذاكر السفر السنوية ودعم التعليم والمكافآت',
            'مطابقة الوظائف وفق المسؤوليات والمستوى الوظيفي، لا المسميات وحدها',
            'تحليل موقع رواتبك الحالية من السوق ومدى العدالة الداخلية وأي فجوات قائمة',
            'توصيات بنطاقات الرواتب وسلالم الدرجات وميزانيات الزيادات السنوية',
          ],
        },
        { h2: 'مصادر البيانات' },
        {
          p: 'تعتمد مقارناتنا على بيانات مجهولة الهوية من الجهات المشاركة، وعلى نشاطنا في التوظيف، والعروض التي قبلها المرشحون في أنحاء المنطقة. وتُجمع البيانات بحيث يتعذر التعرف على أي فرد أو شركة، ولا ننشر أي رقم ما لم تتوافر نقاط بيانات كافية تمنحه دلالة حقيقية. وتحصل الجهات المشاركة على النتائج بشروط تفضيلية.',
        },
        { h2: 'لماذا يهم هيكل الحزمة' },
        {
          p: 'تُحتسب اشتراكات التأمينات الاجتماعية في السعودية على الراتب الأساسي مضافًا إليه بدل السكن، بينما تُحتسب مكافأة نهاية الخدمة في الإمارات على أساس الراتب الأساسي. ولذلك يؤثر توزيع الحزمة بين الراتب الأساسي والبدلات في تكاليف صاحب العمل ومستحقات الموظف معًا. ومن هنا ننظر إلى الحزمة كاملة لا إلى الرقم الإجمالي وحده، لتكون عروضك منافسة وتكاليفك قابلة للتنبؤ.',
        },
        {
          p: 'نسلّم التقارير بالعربية والإنجليزية، مع جلسة عرض لفريقي الموارد البشرية والمالية. ويحدّث كثير من عملائنا مقارناتهم سنويًا قبل دورة مراجعة الرواتب، أو لوظائف بعينها كلما أصبح استقطابها صعبًا.',
        },
        {
          p: 'وإن كنت تستعد لإعادة هيكلة أو اندماج أو تطبيق نظام درجات جديد، فيمكننا دمج المسح مع خدمة استشارات الموارد البشرية لتحويل البيانات إلى إطار متكامل للرواتب.',
        },
      ],
    },
    steps: [
      {
        title: { en: 'Select roles and markets', ar: 'اختيار الوظائف والأسواق' },
        text: {
          en: 'We agree which roles, levels and locations to benchmark and which organisations you compare yourself with.',
          ar: 'نتفق على الوظائف والمستويات والمواقع المطلوب مقارنتها، والجهات التي تقارن منشأتك بها.',
        },
      },
      {
        title: { en: 'Match jobs', ar: 'مطابقة الوظائف' },
        text: {
          en: 'We review your job descriptions and match each role to our survey data by responsibility and level.',
          ar: 'نراجع أوصافك الوظيفية ونطابق كل دور مع بيانات المسح وفق المسؤوليات والمستوى.',
        },
      },
      {
        title: { en: 'Analyse', ar: 'التحليل' },
        text: {
          en: 'We compare your current pay and benefits with the market and check their internal consistency.',
          ar: 'نقارن رواتبك ومزاياك الحالية بالسوق، ونتحقق من اتساقها داخليًا.',
        },
      },
      {
        title: { en: 'Recommend', ar: 'التوصيات' },
        text: {
          en: 'You receive a bilingual report with salary ranges and practical recommendations, followed by a briefing session.',
          ar: 'تتسلم تقريرًا بلغتين يتضمن نطاقات الرواتب وتوصيات عملية، تليه جلسة لعرض النتائج.',
        },
      },
    ],
    benefits: [
      {
        title: { en: 'Competitive offers', ar: 'عروض منافسة' },
        text: {
          en: 'Make offers that candidates accept, without overpaying.',
          ar: 'قدّم عروضًا يقبلها المرشحون دون أن تدفع أكثر من اللازم.',
        },
      },
      {
        title: { en: 'Better retention', ar: 'استبقاء أفضل' },
        text: {
          en: 'Spot roles where pay has fallen behind the market before people start to leave.',
          ar: 'اكتشف الوظائف التي تأخرت رواتبها عن السوق قبل أن يبدأ شاغلوها بالمغادرة.',
        },
      },
      {
        title: { en: 'Fair, consistent pay', ar: 'رواتب عادلة ومتسقة' },
        text: {
          en: 'Build salary ranges that treat employees in similar roles consistently.',
          ar: 'ابنِ نطاقات رواتب تعامل الموظفين في الأدوار المتشابهة بإنصاف واتساق.',
        },
      },
      {
        title: { en: 'Smarter budgets', ar: 'ميزانيات أدق' },
        text: {
          en: 'Plan annual increases and new hires with reliable market data.',
          ar: 'خطط للزيادات السنوية والتعيينات الجديدة ببيانات سوقية موثوقة.',
        },
      },
    ],
    faqs: [
      {
        question: { en: 'Can we take part in the survey?', ar: 'هل يمكننا المشاركة في المسح؟' },
        answer: {
          en: 'Yes. Organisations that submit their pay data receive the results on preferential terms. All submissions are treated confidentially and reported only in aggregate.',
          ar: 'نعم. تحصل الجهات التي تقدم بيانات رواتبها على النتائج بشروط تفضيلية، وتُعامل جميع البيانات بسرية تامة ولا تُنشر إلا مجمّعة.',
        },
      },
      {
        question: { en: "Can we see other companies' salaries?", ar: 'هل يمكننا الاطلاع على رواتب شركات أخرى؟' },
        answer: {
          en: 'No. We report market ranges and averages built from several organisations, never the data of any single company or person.',
          ar: 'لا. نعرض نطاقات ومتوسطات سوقية مبنية على بيانات جهات عدة، ولا نكشف أبدًا بيانات أي شركة أو شخص بعينه.',
        },
      },
      {
        question: { en: 'How often should we benchmark?', ar: 'كم مرة ينبغي أن نجري المقارنة؟' },
        answer: {
          en: 'Most organisations review pay once a year, ahead of their increase cycle. For scarce skills where the market moves quickly, we recommend checking more often.',
          ar: 'تراجع معظم الجهات رواتبها مرة في السنة قبل دورة الزيادات. أما المهارات النادرة التي تتغير أسعارها بسرعة، فنوصي بمراجعتها على فترات أقصر.',
        },
      },
    ],
  },
]
