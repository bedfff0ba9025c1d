import type { SeedPage } from './types'

/** The fixed pages: about, the long-form article, the privacy policy and the terms and conditions. */
export const pages: SeedPage[] = [
  {
    slug: 'about',
    title: { en: 'About Nukhba Talent', ar: 'عن نخبة للتوظيف' },
    description: {
      en: 'Nukhba Talent is an HR consultancy and recruitment agency in Riyadh and Dubai, connecting Gulf employers with the people they need.',
      ar: 'نخبة للتوظيف شركة استشارات موارد بشرية وتوظيف في الرياض ودبي، تصل أصحاب العمل في الخليج بالكفاءات التي يحتاجونها.',
    },
    body: {
      en: [
        {
          p: 'Nukhba Talent is an HR consultancy and recruitment agency serving companies and job seekers across Saudi Arabia, the United Arab Emirates and the wider Gulf. From our offices in Riyadh and Dubai, we help organisations find the right people, build sound HR foundations and employ their teams in line with local regulations, and we help professionals take the next step in their careers.',
        },
        {
          p: 'Our name, Nukhba, means "elite" in Arabic. For us it is not about exclusivity. It is a standard we hold ourselves to: careful work, honest advice and respect for every person who contacts us, whether they are hiring a leadership team or applying for their first job.',
        },
        { h2: 'What we do' },
        {
          p: 'We bring together six services that employers usually have to source from different providers: recruitment, HR consultancy, HR and payroll outsourcing, employer of record, psychometric assessments and salary surveys. Because our teams share what they learn, a client who asks us to benchmark salaries or design a grading structure benefits from what our recruiters see in the market every day. More than 500 participants have taken part in our assessments and development programmes.',
        },
        { h2: 'Our mission' },
        {
          p: 'Our mission is to connect Gulf employers with capable people and to help both succeed together. That means supporting national workforce goals such as Saudization and Emiratisation with real opportunities rather than token hires, and helping international companies and expatriate professionals work in the region with confidence.',
        },
        { h2: 'Our values' },
        {
          ul: [
            'Integrity: we give honest advice, even when it is not what a client or candidate hoped to hear.',
            'Respect: every candidate is treated with courtesy and kept informed, and we never charge job seekers a fee.',
            'Expertise: we stay close to the labour regulations and market conditions of each country we serve.',
            'Responsiveness: we reply to every enquiry within 24 hours.',
            'Confidentiality: we protect personal data and share a CV with an employer only when the candidate has applied.',
          ],
        },
        { h2: 'Our offices' },
        {
          p: "Our Riyadh office is on King Fahd Road in Al Olaya, Riyadh 12214, in the heart of the capital's business district. Our Dubai office is in Bay Square Building 5, Business Bay. Both teams work in Arabic and English and collaborate daily, so clients with operations in both countries have one partner for all their people needs.",
        },
        {
          p: 'You can reach us at hello@nukhba.example, on +966 11 510 4400 in Riyadh or on +971 4 320 7788 in Dubai. Whether you are planning your next hire or your next career move, we would be glad to hear from you.',
        },
      ],
      ar: [
        {
          p: 'نخبة للتوظيف شركة متخصصة في استشارات الموارد البشرية والتوظيف، تخدم الشركات والباحثين عن عمل في المملكة العربية السعودية والإمارات العربية المتحدة وسائر دول الخليج. ومن مكتبينا في الرياض ودبي نساعد المنشآت على استقطاب الأشخاص المناسبين، وبناء أسس متينة لإدارة مواردها البشرية، وتوظيف فرقها وفق الأنظمة المحلية، كما نساعد المهنيين على اتخاذ الخطوة التالية في مسيرتهم.',
        },
        {
          p: 'لا نقصد باسم «نخبة» الانغلاق أو التعالي على أحد، بل هو معيار نُلزم به أنفسنا: عمل متقن، ومشورة صادقة، واحترام لكل من يتواصل معنا، سواء أكان يبني فريقًا قياديًا أم يتقدم لوظيفته الأولى.',
        },
        { h2: 'ما نقدمه' },
        {
          p: 'نجمع تحت سقف واحد ست خدمات يضطر أصحاب العمل عادة إلى طلبها من جهات متعددة: التوظيف، واستشارات الموارد البشرية، والإسناد الخارجي للموارد البشرية والرواتب، وصاحب العمل المسجّل، والاختبارات النفسية المهنية، ومسح الرواتب. ولأن فرقنا تتبادل خبراتها، فإن العميل الذي يطلب منا مقارنة الرواتب أو تصميم سلّم للدرجات الوظيفية يستفيد مما يرصده مستشارو التوظيف لدينا في السوق يومًا بيوم. وقد شارك أكثر من 500 شخص في تقييماتنا وبرامجنا التطويرية.',
        },
        { h2: 'رسالتنا' },
        {
          p: 'رسالتنا أن نصل أصحاب العمل في الخليج بالكفاءات القادرة، وأن نعين الطرفين على النجاح معًا. ويعني ذلك دعم مستهدفات التوطين في السعودية والإمارات بفرص حقيقية لا بتعيينات شكلية، ومساعدة الشركات الدولية والمهنيين الوافدين على العمل في المنطقة بثقة.',
        },
        { h2: 'قيمنا' },
        {
          ul: [
            'النزاهة: نقدم مشورة صادقة، حتى حين لا تكون ما يتمنى العميل أو المرشح سماعه.',
            'الاحترام: نعامل كل مرشح بلباقة ونطلعه على المستجدات، ولا نتقاضى من الباحثين عن عمل أي رسوم.',
            'الخبرة: نواكب أنظمة العمل وأحوال السوق في كل بلد نخدمه.',
            'سرعة الاستجابة: نرد على كل استفسار خلال 24 ساعة.',
            'السرية: نحمي البيانات الشخصية، ولا نشارك السيرة الذاتية مع صاحب العمل إلا بعد أن يتقدم المرشح للوظيفة.',
          ],
        },
        { h2: 'مكاتبنا' },
        {
          p: 'يقع مكتبنا في الرياض على طريق الملك فهد بحي العليا، الرياض 12214، في قلب منطقة الأعمال بالعاصمة. أما مكتبنا في دبي ففي مبنى باي سكوير 5 بمنطقة الخليج التجاري. ويعمل الفريقان بالعربية والإنجليزية ويتعاونان يوميًا، فيجد العملاء الذين يعملون في البلدين شريكًا واحدًا لكل ما يتعلق بمواردهم البشرية.',
        },
        {
          p: 'يسعدنا تواصلك عبر البريد الإلكتروني hello@nukhba.example، أو على الرقم +966 11 510 4400 في الرياض، أو +971 4 320 7788 في دبي. وسواء كنت تخطط لتعيينك القادم أو لخطوتك المهنية التالية، فنحن في انتظارك.',
        },
      ],
    },
  },
  {
    slug: 'article',
    title: {
      en: 'The Gulf hiring outlook: what employers and candidates should prepare for',
      ar: 'آفاق التوظيف في الخليج: ما ينبغي لأصحاب العمل والباحثين عن عمل الاستعداد له',
    },
    description: {
      en: 'How nationalisation, regional headquarters, skills-based hiring and data protection are reshaping hiring in Saudi Arabia and the UAE.',
      ar: 'كيف يعيد التوطين والمقار الإقليمية والتوظيف القائم على المهارات وحماية البيانات تشكيل التوظيف في السعودية والإمارات.',
    },
    body: {
      en: [
        {
          p: "The Gulf labour market has changed more in the past decade than in the generation before it. Saudi Arabia's Vision 2030 has opened whole new sectors, from tourism and entertainment to advanced manufacturing, while the UAE continues to strengthen its position as a base for global business and talent. For employers and job seekers alike, the question is no longer whether the market will keep changing, but how to prepare for what comes next. Based on what we see in our recruitment and consultancy work in Riyadh and Dubai, these are the trends we believe will matter most.",
        },
        { h2: '1. Nationalisation is becoming a talent strategy, not a quota' },
        {
          p: 'Saudization under the Nitaqat programme and the Emiratisation targets set by the UAE Ministry of Human Resources and Emiratisation are not new, but the way leading employers respond to them is changing. Meeting the numbers with roles that carry little responsibility is harder to justify and more closely scrutinised. The organisations that do well treat national talent as a core part of their workforce plan: they recruit graduates early, build structured development programmes and give nationals genuine career paths into specialist and leadership roles.',
        },
        {
          p: 'For employers, this means reviewing nationalisation plans role by role and linking them to training budgets and succession plans. For Saudi and Emirati candidates, it means a growing range of opportunities in the private sector, and growing expectations too. Employers increasingly look for evidence of practical skills, language ability and initiative, not only qualifications.',
        },
        { h2: '2. Regional headquarters are reshaping demand in Riyadh' },
        {
          p: "Saudi Arabia's programme to attract the regional headquarters of international companies to Riyadh has created new demand for senior finance, legal, government affairs, communications and HR professionals. Many of these organisations also keep a significant presence in Dubai, which creates demand for people who understand both markets and can work across them. Competition for experienced bilingual professionals is likely to remain intense.",
        },
        {
          p: 'Employers should plan these hires early, be realistic about packages and notice periods, and think carefully about how they present their story to candidates who may have several options. Candidates with regional experience should make sure their CVs show clearly what they achieved in each market, not just where they were based.',
        },
        { h2: '3. Skills matter more than titles' },
        {
          p: 'Job titles in the Gulf have long been an unreliable guide to what a person actually does. As technology, data and automation change more roles, employers are moving towards skills-based hiring: defining the abilities a role needs and assessing them directly. Structured interviews, work samples and psychometric assessments are becoming standard for roles where a poor hire is costly.',
        },
        {
          p: 'Candidates can prepare by building evidence of their skills. Short, recognised certifications, portfolios of real work and clear examples of results all help. Digital literacy, data skills and the ability to work comfortably in both Arabic and English remain valuable in almost every sector.',
        },
        { h2: '4. Data protection is now part of the candidate experience' },
        {
          p: "Data protection has moved up the HR agenda. Saudi Arabia's Personal Data Protection Law is now fully in force, and the UAE has its own federal Personal Data Protection Law. Both affect how employers and agencies collect, store and share CVs and candidate information. Candidates are also more aware of their rights and expect to know who will see their details and why.",
        },
        {
          p: "Employers should review their application forms, their retention periods and the agencies they work with. At Nukhba Talent, for example, a candidate's CV is shared with an employer only when that candidate applies for the role. Clear, respectful handling of personal data is becoming part of a strong employer brand.",
        },
        { h2: '5. Total reward is under closer review' },
        {
          p: 'Packages in the region traditionally combine basic salary with housing, transport and other allowances. With cost pressures on both sides, employers are looking harder at how packages are structured, since the structure affects social insurance contributions and end-of-service gratuity, and at which benefits employees genuinely value. Flexible working, learning opportunities and clear career progression increasingly weigh alongside pay, particularly for younger professionals.',
        },
        { h2: 'How to prepare' },
        { p: 'For employers, we suggest five practical steps:' },
        {
          ul: [
            'Review your workforce plan for the next two to three years, including nationalisation targets and critical skills.',
            'Benchmark salaries and benefits for hard-to-fill roles before you start hiring, not after offers are declined.',
            'Introduce structured interviews and, where appropriate, objective assessments.',
            'Check that your application process and data handling meet Saudi and UAE data protection requirements.',
            'Invest in onboarding and development so that good hires stay.',
          ],
        },
        { p: 'For candidates, the priorities are just as clear:' },
        {
          ul: [
            'Keep your CV current, specific and focused on results.',
            'Build skills that are in demand, and be ready to show evidence of them.',
            'Understand your full package, including allowances and end-of-service entitlements, before you accept an offer.',
            'Research employers and ask how they will use your personal data.',
          ],
        },
        {
          p: 'The Gulf will remain one of the most dynamic labour markets in the world. Employers who plan ahead and candidates who invest in their skills will be best placed to benefit. If you would like to discuss what these trends mean for your organisation or your career, our teams in Riyadh and Dubai reply to every enquiry within 24 hours.',
        },
      ],
      ar: [
        {
          p: 'شهد سوق العمل الخليجي خلال العقد الأخير تحولات تفوق ما شهده في جيل كامل قبله؛ فقد فتحت رؤية السعودية 2030 قطاعات جديدة بأكملها، من السياحة والترفيه إلى الصناعات المتقدمة، فيما تواصل الإمارات ترسيخ مكانتها مركزًا للأعمال والكفاءات العالمية. ولم يعد السؤال المطروح على أصحاب العمل والباحثين عن عمل: هل سيستمر السوق في التغير؟ بل: كيف نستعد لما هو آت؟ واستنادًا إلى ما نرصده في أعمال التوظيف والاستشارات في الرياض ودبي، نعرض فيما يلي الاتجاهات التي نرى أنها الأهم.',
        },
        { h2: '1. التوطين يتحول من حصة عددية إلى استراتيجية للكفاءات' },
        {
          p: 'ليس التوطين في السعودية عبر برنامج نطاقات، ولا مستهدفات التوطين التي تحددها وزارة الموارد البشرية والتوطين في الإمارات، أمرًا جديدًا، لكن طريقة تعامل أصحاب العمل الرائدين معهما تتغير. فقد بات تحقيق النسب المطلوبة بوظائف محدودة المسؤوليات أصعب تبريرًا وأكثر عرضة للتدقيق. أما المنشآت الناجحة فتعامل الكفاءات الوطنية جزءًا أساسيًا من خطة قواها العاملة: تستقطب الخريجين مبكرًا، وتبني برامج تطوير منظمة، وتفتح أمام المواطنين مسارات مهنية حقيقية نحو الأدوار التخصصية والقيادية.',
        },
        {
          p: 'ويعني ذلك لأصحاب العمل مراجعة خطط التوطين وظيفةً وظيفة، وربطها بميزانيات التدريب وخطط التعاقب الوظيفي. أما المرشحون السعوديون والإماراتيون فأمامهم فرص متزايدة في القطاع الخاص، تقابلها توقعات متزايدة أيضًا؛ إذ يبحث أصحاب العمل أكثر فأكثر عن دليل على المهارات العملية والقدرة اللغوية وروح المبادرة، لا عن المؤهلات وحدها.',
        },
        { h2: '2. المقار الإقليمية تعيد تشكيل الطلب في الرياض' },
        {
          p: 'أوجد برنامج المملكة لاستقطاب المقار الإقليمية للشركات العالمية إلى الرياض طلبًا جديدًا على كبار المتخصصين في المالية والشؤون القانونية والعلاقات الحكومية والاتصال المؤسسي والموارد البشرية. ويحتفظ كثير من هذه الشركات بحضور كبير في دبي أيضًا، ما يولّد طلبًا على من يفهمون السوقين ويستطيعون العمل بينهما. لذلك يُرجَّح أن تبقى المنافسة على المهنيين ذوي الخبرة المتقنين للغتين محتدمة.',
        },
        {
          p: 'وعلى أصحاب العمل التخطيط لهذه التعيينات مبكرًا، والتحلي بالواقعية في الحزم المالية وفترات الإشعار، والتفكير جيدًا في الطريقة التي يعرضون بها قصتهم على مرشحين قد تكون أمامهم خيارات عدة. أما المرشحون ذوو الخبرة الإقليمية، فعليهم أن يوضحوا في سيرهم الذاتية ما أنجزوه في كل سوق، لا أماكن عملهم فحسب.',
        },
        { h2: '3. المهارات أهم من المسميات' },
        {
          p: 'لطالما كانت المسميات الوظيفية في الخليج دليلًا غير دقيق على طبيعة العمل الفعلي. ومع تغيّر مزيد من الأدوار بفعل التقنية والبيانات والأتمتة، يتجه أصحاب العمل إلى التوظيف القائم على المهارات: تحديد القدرات التي يتطلبها الدور وقياسها مباشرة. وأصبحت المقابلات المنظمة ونماذج العمل والاختبارات النفسية المهنية ممارسة معتادة في الوظائف التي يكون فيها التعيين الخاطئ مكلفًا.',
        },
        {
          p: 'ويستطيع المرشحون الاستعداد بتقديم أدلة ملموسة على مهاراتهم؛ فالشهادات المهنية القصيرة المعترف بها، ونماذج الأعمال الحقيقية، والأمثلة الواضحة على النتائج، كلها تصب في مصلحتهم. وتظل المهارات الرقمية ومهارات تحليل البيانات والقدرة على العمل بسلاسة بالعربية والإنجليزية ذات قيمة في كل القطاعات تقريبًا.',
        },
        { h2: '4. حماية البيانات باتت جزءًا من تجربة المرشح' },
        {
          p: 'تقدمت حماية البيانات في سلّم أولويات إدارات الموارد البشرية؛ فنظام حماية البيانات الشخصية في السعودية أصبح نافذًا بالكامل، وللإمارات قانونها الاتحادي الخاص بحماية البيانات الشخصية. ويؤثر كلاهما في طريقة جمع أصحاب العمل ووكالات التوظيف للسير الذاتية وبيانات المرشحين وحفظها ومشاركتها. كما أصبح المرشحون أكثر وعيًا بحقوقهم، ويتوقعون أن يعرفوا من سيطّلع على بياناتهم ولماذا.',
        },
        {
          p: 'وينبغي لأصحاب العمل مراجعة نماذج التقديم لديهم ومدد الاحتفاظ بالبيانات ووكالات التوظيف التي يتعاملون معها. ففي نخبة للتوظيف مثلًا، لا تُشارك السيرة الذاتية للمرشح مع صاحب العمل إلا إذا تقدم المرشح نفسه للوظيفة. وقد أصبح التعامل الواضح والمحترم مع البيانات الشخصية جزءًا من السمعة القوية لصاحب العمل.',
        },
        { h2: '5. إجمالي المكافآت تحت مراجعة أدق' },
        {
          p: 'تجمع الحزم في المنطقة تقليديًا بين الراتب الأساسي وبدلات السكن والنقل وغيرها. ومع ضغوط التكاليف على الطرفين، يدقق أصحاب العمل أكثر في هيكلة الحزم، لأن هذه الهيكلة تؤثر في اشتراكات التأمينات الاجتماعية ومكافأة نهاية الخدمة، كما يدققون في المزايا التي يقدّرها الموظفون فعلًا. وباتت مرونة العمل وفرص التعلم ووضوح التدرج الوظيفي تحظى بوزن متزايد إلى جانب الراتب، لا سيما لدى المهنيين الشباب.',
        },
        { h2: 'كيف تستعد' },
        { p: 'نقترح على أصحاب العمل خمس خطوات عملية:' },
        {
          ul: [
            'راجع خطة القوى العاملة للسنتين أو السنوات الثلاث المقبلة، بما فيها مستهدفات التوطين والمهارات الحرجة.',
            'قارن الرواتب والمزايا للوظائف صعبة الاستقطاب قبل البدء بالتوظيف، لا بعد أن تُرفض عروضك.',
            'اعتمد المقابلات المنظمة، والتقييمات الموضوعية حيثما كان ذلك مناسبًا.',
            'تحقق من أن إجراءات التقديم والتعامل مع البيانات لديك تستوفي متطلبات حماية البيانات في السعودية والإمارات.',
            'استثمر في برامج الانضمام والتطوير ليبقى لديك من أحسنت اختيارهم.',
          ],
        },
        { p: 'أما أولويات المرشحين فواضحة كذلك:' },
        {
          ul: [
            'حدّث سيرتك الذاتية باستمرار، واجعلها محددة ومركزة على النتائج.',
            'ابنِ المهارات المطلوبة في السوق، وكن مستعدًا لتقديم ما يثبتها.',
            'افهم حزمتك كاملة، بما فيها البدلات ومستحقات نهاية الخدمة، قبل قبول أي عرض.',
            'تعرّف على جهات العمل، واسأل كيف ستُستخدم بياناتك الشخصية.',
          ],
        },
        {
          p: 'سيبقى الخليج من أكثر أسواق العمل حيوية في العالم، وسيكون أصحاب العمل الذين يخططون مبكرًا والمرشحون الذين يستثمرون في مهاراتهم الأقدر على الإفادة من ذلك. وإن رغبت في مناقشة ما تعنيه هذه الاتجاهات لمنشأتك أو لمسيرتك المهنية، فإن فريقينا في الرياض ودبي يردّان على كل استفسار خلال 24 ساعة.',
        },
      ],
    },
  },
  {
    slug: 'privacy-policy',
    title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
    description: {
      en: 'How Nukhba Talent collects, uses, shares and protects the personal data of job seekers and visitors, and how to exercise your rights.',
      ar: 'كيف تجمع نخبة للتوظيف البيانات الشخصية للباحثين عن عمل والزوار وتستخدمها وتشاركها وتحميها، وكيف تمارس حقوقك.',
    },
    body: {
      en: [
        {
          p: 'This policy explains how Nukhba Talent collects and uses personal data through this website, including when you create an account, upload your CV or apply for a job. We handle your data in line with the Saudi Personal Data Protection Law (PDPL) and UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.',
        },
        { h2: 'Who we are' },
        {
          p: 'Nukhba Talent is an HR consultancy and recruitment agency based on King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia, with an office in Bay Square Building 5, Business Bay, Dubai. We are responsible for the personal data described here.',
        },
        { h2: 'The data we collect' },
        {
          ul: [
            'Account details: your name, email address, phone number and password, which we store only in protected form.',
            'CV and profile: work history, education, skills, languages, nationality, location and anything else you choose to include.',
            'Profile picture: optional.',
            'Applications: the jobs you apply for, cover letters, answers to screening questions and the status of each application.',
            'Messages: enquiries you send us through contact forms or by email.',
            'Technical data: IP address, browser type and pages visited, used to keep the site secure and, with your consent, to understand how it is used.',
          ],
        },
        {
          p: 'Please do not put sensitive information, such as health details or religious beliefs, in your CV unless a role requires it.',
        },
        { h2: 'Why we use your data' },
        {
          ul: [
            'To create and manage your account.',
            'To process your applications and pass them to the employer concerned.',
            'To contact you about your applications, interviews and assessments.',
            'To answer enquiries and deliver the services employers engage us for.',
            'To keep the site secure, prevent fraud and meet our legal obligations.',
            'To send job alerts or news, if you ask for them.',
          ],
        },
        { h2: 'Legal bases' },
        {
          p: 'We rely on your consent (for example, when you create an account, apply for a role or accept analytics cookies), on steps you ask us to take before a possible employment relationship, on our legal obligations and, where the law allows, on our legitimate interest in running a secure recruitment service. You may withdraw your consent at any time without affecting processing already carried out.',
        },
        { h2: 'Sharing with employers' },
        {
          p: 'We share your CV and application with an employer only when you apply for one of its roles, or when you expressly agree to be put forward for a specific position. We never sell your personal data.',
        },
        {
          p: 'Trusted providers, such as hosting, email and assessment platforms, process data for us under written agreements and only on our instructions. We disclose data to authorities only where the law requires it, and any transfer outside Saudi Arabia or the UAE follows the applicable transfer rules, with appropriate safeguards.',
        },
        { h2: 'Cookies and analytics' },
        {
          p: 'Strictly necessary cookies keep you signed in and the site secure. We use analytics cookies and similar tools only after you consent through our cookie banner, and you can change your choice at any time in the cookie settings.',
        },
        { h2: 'How long we keep your data' },
        {
          p: 'When you sign up, or at any time on your profile page, you choose whether we may keep your profile and CV for future roles. That consent lasts 24 months (the term is shown next to the box); about 30 days before it ends we email you once with a "Keep my profile" button that renews it. If you do not renew, or you withdraw it on your profile page, we stop using your profile for new roles, and once none of your applications is in progress your account is deleted. An account that never applied and has not been used for the period our retention rules set is deleted too. In both cases we email you 14 days before, with a button to keep your account. Applications that were unsuccessful are anonymised after the period our rules set, and the CV sent with them is deleted. Messages sent through our contact form are deleted after the period our rules set. Where the law requires us to keep data (for example, a dispute), we place a hold on it and no deletion happens until the hold is lifted. You can delete your account at any time from your profile ("Delete my account"), confirming with your password: we then delete your profile, CVs, picture, saved jobs, job alerts and consent record at once, sign you out on every device and confirm it by email. The applications you sent stay with us only as anonymous records (the job, the dates and the status, without your name, contact details, CV or cover letter), so that our recruitment figures stay true.',
        },
        { h2: 'Your consents' },
        {
          p: 'We record each consent you give or withdraw: the purpose (keeping your profile for future roles, putting you forward to a client for a job, job alerts, news, WhatsApp messages), the exact wording you saw and its version, the language, the date and how you gave it. Your profile page lists your consents with a button to withdraw each one, and "Download my data" includes the whole record. Withdrawing a consent does not affect what was lawfully done before.',
        },
        { h2: 'How we protect your data' },
        {
          p: 'We use encryption in transit, access controls and regular reviews, and only staff who need your information can access it. If a breach is likely to affect you, we will notify you and the competent authority as the law requires.',
        },
        { h2: 'Your rights' },
        { p: 'Under the Saudi PDPL and the UAE data protection law, you have the right to:' },
        {
          ul: [
            'be informed about how your data is collected and used;',
            'access your personal data and obtain a copy of it;',
            'correct data that is inaccurate or incomplete;',
            'request deletion of data we no longer need;',
            'withdraw your consent and object to certain processing;',
            'restrict processing or transfer your data, where the law allows.',
          ],
        },
        {
          p: 'You can manage most of your data from your account, and download a copy of it there ("Download my data": a ZIP file with your profile, applications and their statuses, saved jobs, sign-ins and files). For other requests, email privacy@nukhba.example; we will reply within the period the law sets and may first verify your identity. If you are not satisfied, you may complain to the Saudi Data and Artificial Intelligence Authority (SDAIA) or to the UAE Data Office, as applicable.',
        },
        { h2: 'Children' },
        {
          p: 'The site is intended for adults aged 18 or over, and we do not knowingly collect data from children.',
        },
        { h2: 'Changes and contact' },
        {
          p: 'We may update this policy when our services or the law change, and we will tell registered users about significant changes by email. For any privacy question, contact privacy@nukhba.example or write to our Riyadh office.',
        },
      ],
      ar: [
        {
          p: 'توضح هذه السياسة كيف تجمع نخبة للتوظيف البيانات الشخصية وتستخدمها عبر هذا الموقع، بما في ذلك عند إنشاء حساب أو رفع سيرتك الذاتية أو التقدم لوظيفة. ونعالج بياناتك وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية، والمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية في دولة الإمارات العربية المتحدة.',
        },
        { h2: 'من نحن' },
        {
          p: 'نخبة للتوظيف شركة استشارات موارد بشرية وتوظيف، مقرها على طريق الملك فهد بحي العليا، الرياض 12214، المملكة العربية السعودية، ولها مكتب في مبنى باي سكوير 5 بمنطقة الخليج التجاري في دبي. ونحن الجهة المسؤولة عن البيانات الشخصية الموضحة في هذه السياسة.',
        },
        { h2: 'البيانات التي نجمعها' },
        {
          ul: [
            'بيانات الحساب: اسمك وبريدك الإلكتروني ورقم هاتفك وكلمة المرور، التي لا نحفظها إلا بصيغة محمية.',
            'السيرة الذاتية والملف الشخصي: خبراتك العملية وتعليمك ومهاراتك ولغاتك وجنسيتك ومكان إقامتك، وأي معلومات أخرى تختار إضافتها.',
            'الصورة الشخصية: وهي اختيارية.',
            'طلبات التوظيف: الوظائف التي تتقدم لها، وخطابات التقديم، وإجاباتك عن أسئلة الفرز، وحالة كل طلب.',
            'المراسلات: الاستفسارات التي ترسلها إلينا عبر نماذج التواصل أو البريد الإلكتروني.',
            'البيانات التقنية: عنوان بروتوكول الإنترنت ونوع المتصفح والصفحات التي تزورها، ونستخدمها لحماية الموقع، ولفهم طريقة استخدامه إن وافقت على ذلك.',
          ],
        },
        {
          p: 'نرجو ألا تضمّن سيرتك الذاتية معلومات حساسة، كالبيانات الصحية أو المعتقدات الدينية، ما لم تتطلبها وظيفة بعينها.',
        },
        { h2: 'أغراض استخدام بياناتك' },
        {
          ul: [
            'إنشاء حسابك وإدارته.',
            'معالجة طلبات التوظيف التي تقدمها وإحالتها إلى صاحب العمل المعني.',
            'التواصل معك بشأن طلباتك والمقابلات والتقييمات.',
            'الرد على الاستفسارات وتقديم الخدمات التي يتعاقد معنا أصحاب العمل عليها.',
            'حماية الموقع ومنع الاحتيال والوفاء بالتزاماتنا النظامية.',
            'إرسال تنبيهات الوظائف أو الأخبار، إذا طلبتها.',
          ],
        },
        { h2: 'الأسس النظامية للمعالجة' },
        {
          p: 'نستند في معالجة بياناتك إلى موافقتك (كأن تنشئ حسابًا أو تتقدم لوظيفة أو تقبل ملفات تعريف الارتباط التحليلية)، أو إلى خطوات تطلب منا اتخاذها قبل علاقة عمل محتملة، أو إلى التزاماتنا النظامية، أو إلى مصلحتنا المشروعة في تشغيل خدمة توظيف آمنة حيثما يجيز النظام ذلك. ويحق لك سحب موافقتك في أي وقت، دون أن يمس ذلك المعالجة التي تمت قبله.',
        },
        { h2: 'المشاركة مع أصحاب العمل' },
        {
          p: 'لا نشارك سيرتك الذاتية وطلبك مع صاحب عمل إلا عندما تتقدم لإحدى وظائفه، أو عندما توافق صراحةً على ترشيحك لوظيفة محددة. ولا نبيع بياناتك الشخصية أبدًا.',
        },
        {
          p: 'ويعالج مزودو خدمات موثوقون، كخدمات الاستضافة والبريد الإلكتروني ومنصات التقييم، البيانات نيابة عنا بموجب اتفاقيات مكتوبة ووفق تعليماتنا فقط. ولا نفصح عن البيانات للجهات الرسمية إلا متى أوجب النظام ذلك، ويخضع أي نقل لها خارج السعودية أو الإمارات لأحكام النقل المعمول بها مع ضمانات ملائمة.',
        },
        { h2: 'ملفات تعريف الارتباط والتحليلات' },
        {
          p: 'تُبقيك ملفات تعريف الارتباط الضرورية مسجَّل الدخول وتحمي الموقع. أما ملفات تعريف الارتباط التحليلية والأدوات المشابهة فلا نستخدمها إلا بعد موافقتك عبر شريط ملفات تعريف الارتباط، ويمكنك تغيير اختيارك في أي وقت من إعدادات ملفات تعريف الارتباط.',
        },
        { h2: 'مدة الاحتفاظ بالبيانات' },
        {
          p: 'عند التسجيل، أو في أي وقت من صفحة ملفك الشخصي، تختار ما إذا كنت توافق على أن نحتفظ بملفك وسيرتك الذاتية لوظائف مستقبلية. تسري هذه الموافقة 24 شهرًا (تظهر المدة بجانب خانة الموافقة)، وقبل انتهائها بنحو 30 يومًا نرسل إليك رسالة واحدة فيها زر «احتفظوا بملفي» لتجديدها. وإن لم تجددها أو سحبتها من صفحة ملفك الشخصي، نتوقف عن استخدام ملفك للوظائف الجديدة، ويُحذف حسابك متى لم يبقَ لك طلب قيد المعالجة. ويُحذف كذلك الحساب الذي لم يتقدم لأي وظيفة ولم يُستخدم طوال المدة التي تحددها قواعد الاحتفاظ لدينا. وفي الحالتين نراسلك قبل الحذف بـ14 يومًا، مع زر للإبقاء على حسابك. أما طلبات التوظيف التي لم تُقبل فتُخفى هويتها بعد المدة التي تحددها قواعدنا وتُحذف السيرة الذاتية المرسلة معها، وتُحذف الرسائل الواردة عبر نموذج التواصل بعد المدة التي تحددها قواعدنا. وحين يُلزمنا النظام بالاحتفاظ ببيانات (كوجود نزاع)، نضع عليها تجميدًا نظاميًا فلا يُحذف شيء منها حتى يُرفع. ويمكنك حذف حسابك في أي وقت من ملفك الشخصي ("احذف حسابي") بعد تأكيد كلمة المرور، فنحذف فورًا ملفك الشخصي وسيرك الذاتية وصورتك والوظائف المحفوظة وتنبيهات الوظائف وسجل موافقاتك، ونُنهي تسجيل دخولك على جميع الأجهزة، ونؤكد لك الحذف بالبريد الإلكتروني. أما طلبات التوظيف التي أرسلتها فتبقى لدينا سجلاتٍ مجهولة الهوية فقط (الوظيفة والتواريخ والحالة، دون اسمك أو بيانات التواصل أو السيرة الذاتية أو خطاب التقديم)، لتبقى أرقام التوظيف لدينا صحيحة.',
        },
        { h2: 'موافقاتك' },
        {
          p: 'نسجّل كل موافقة تمنحها أو تسحبها: الغرض (الاحتفاظ بملفك لوظائف مستقبلية، أو تقديمك إلى عميل لوظيفة، أو تنبيهات الوظائف، أو الأخبار، أو رسائل واتساب)، والنص الذي رأيته بحرفه وإصداره، واللغة، والتاريخ، والطريقة التي منحتها بها. تعرض صفحة ملفك الشخصي موافقاتك مع زر لسحب كل منها، ويتضمن «تنزيل بياناتي» السجل كاملًا. ولا يؤثر سحب الموافقة في ما تم بصورة نظامية قبله.',
        },
        { h2: 'حماية بياناتك' },
        {
          p: 'نحمي بياناتك بالتشفير أثناء نقلها، وبضوابط صارمة للوصول، وبالمراجعة الدورية، ولا يطّلع عليها إلا الموظفون الذين يحتاجون إليها. وإذا وقع تسرب للبيانات يُرجَّح أن يمسّك، فسنبلغك ونبلغ الجهة المختصة وفق ما يقتضيه النظام.',
        },
        { h2: 'حقوقك' },
        { p: 'يكفل لك نظام حماية البيانات الشخصية في السعودية والقانون الإماراتي لحماية البيانات الحق في:' },
        {
          ul: [
            'العلم بكيفية جمع بياناتك واستخدامها؛',
            'الوصول إلى بياناتك الشخصية والحصول على نسخة منها؛',
            'تصحيح البيانات غير الدقيقة أو غير المكتملة؛',
            'طلب إتلاف البيانات التي لم نعد بحاجة إليها؛',
            'سحب موافقتك والاعتراض على بعض أوجه المعالجة؛',
            'طلب تقييد المعالجة أو نقل بياناتك، متى نص النظام على ذلك.',
          ],
        },
        {
          p: 'يمكنك إدارة معظم بياناتك من حسابك، وتنزيل نسخة منها هناك ("تنزيل بياناتي": ملف ZIP يضم ملفك الشخصي وطلباتك وحالاتها والوظائف المحفوظة وجلسات تسجيل الدخول وملفاتك)، ولأي طلبات أخرى راسلنا على privacy@nukhba.example، وسنرد خلال المدة التي يحددها النظام، وقد نتحقق من هويتك أولًا. وإن لم تكن راضيًا عن ردنا، فلك أن تقدم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) أو إلى مكتب الإمارات للبيانات، بحسب الحال.',
        },
        { h2: 'الأطفال' },
        {
          p: 'هذا الموقع موجّه إلى البالغين ممن أتموا 18 عامًا فأكثر، ولا نجمع عن علم أي بيانات من الأطفال.',
        },
        { h2: 'التعديلات والتواصل' },
        {
          p: 'قد نحدّث هذه السياسة عند تغيّر خدماتنا أو الأنظمة، وسنبلغ المستخدمين المسجلين بالتغييرات الجوهرية عبر البريد الإلكتروني. ولأي سؤال يتعلق بالخصوصية، راسلنا على privacy@nukhba.example أو اكتب إلى مكتبنا في الرياض.',
        },
      ],
    },
  },
  {
    slug: 'terms-and-conditions',
    title: { en: 'Terms and Conditions', ar: 'الشروط والأحكام' },
    description: {
      en: 'The terms that govern your use of the Nukhba Talent website, including accounts, job applications, content and liability.',
      ar: 'الشروط التي تنظم استخدامك لموقع نخبة للتوظيف، بما فيها الحسابات وطلبات التوظيف والمحتوى وحدود المسؤولية.',
    },
    body: {
      en: [
        {
          p: 'These terms govern your use of the Nukhba Talent website and the services offered through it. By using the site or creating an account, you agree to these terms. If you do not agree, please do not use the site.',
        },
        { h2: 'About us' },
        {
          p: 'The site is operated by Nukhba Talent, an HR consultancy and recruitment agency with offices in Riyadh, Saudi Arabia, and Dubai, United Arab Emirates. The services we provide to employers, such as recruitment, outsourcing and employer of record, are governed by separate written agreements; where such an agreement conflicts with these terms, the agreement prevails.',
        },
        { h2: 'Using the site' },
        {
          p: 'You may use the site to browse jobs and content, create an account, apply for roles and contact us. When using the site, you agree that you will not:',
        },
        {
          ul: [
            'provide false or misleading information, or impersonate another person;',
            "copy, scrape or harvest job listings or other users' data by automated means;",
            'upload viruses or any material that could damage or disrupt the site;',
            'post content that is unlawful, offensive or defamatory, that infringes the rights of others, or that is contrary to public order or morals in Saudi Arabia or the UAE;',
            'attempt to gain unauthorised access to accounts, systems or data;',
            'use the site to advertise or promote other recruitment services.',
          ],
        },
        { h2: 'Accounts' },
        {
          p: 'You must be at least 18 years old to create an account. You are responsible for keeping your password confidential and for all activity under your account, and you should tell us straight away at hello@nukhba.example if you suspect unauthorised use. We may suspend or close accounts that breach these terms, and you may close your account at any time from your account settings.',
        },
        { h2: 'Job applications' },
        {
          p: 'When you apply for a role, you authorise us to share your CV and application details with the employer concerned. The hiring decision belongs to the employer alone. We do not guarantee that any application will lead to an interview or a job offer, and job listings may be changed, filled or withdrawn without notice. We never charge job seekers a fee for applying or for being placed. If anyone claiming to represent Nukhba Talent asks you for money, please report it to us.',
        },
        { h2: 'Your content' },
        {
          p: "You keep ownership of the CV, profile picture and other material you upload. You grant us a non-exclusive licence to store, process and share that material as needed to provide the service and as described in our Privacy Policy. You confirm that your content is accurate, is yours to share and does not infringe anyone else's rights.",
        },
        { h2: 'Our content' },
        {
          p: 'The text, design, logos and other material on the site belong to Nukhba Talent or its licensors. You may view and share them for personal, non-commercial purposes with attribution, but you may not reproduce them commercially without our written permission. Articles and guides on the site are general information and do not replace professional advice suited to your circumstances.',
        },
        { h2: 'Limitation of liability' },
        {
          p: 'We work to keep the site accurate, available and secure, but we provide it "as is" and cannot guarantee that it will always be uninterrupted or error-free. To the extent permitted by law, we are not liable for indirect or consequential loss arising from your use of the site, for decisions made by employers or candidates, or for the content of external websites we link to. Nothing in these terms limits any liability that cannot be limited under the applicable law.',
        },
        { h2: 'Changes to these terms' },
        {
          p: 'We may update these terms from time to time. The current version is always available on this page, and if the changes are significant we will notify registered users by email. If you continue to use the site after a change, you accept the updated terms.',
        },
        { h2: 'Governing law' },
        {
          p: 'These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute arising from them or from your use of the site falls under the jurisdiction of the competent courts in Riyadh, without prejudice to any mandatory rights you have under the law of your country of residence.',
        },
        { h2: 'Contact' },
        {
          p: 'For questions about these terms, email hello@nukhba.example, call +966 11 510 4400 or +971 4 320 7788, or visit us on King Fahd Road, Al Olaya, Riyadh 12214. For privacy matters, write to privacy@nukhba.example.',
        },
      ],
      ar: [
        {
          p: 'تنظم هذه الشروط استخدامك لموقع نخبة للتوظيف والخدمات المقدمة من خلاله. وباستخدامك الموقع أو إنشائك حسابًا فيه، فإنك توافق على هذه الشروط، فإن لم توافق عليها فنرجو عدم استخدام الموقع.',
        },
        { h2: 'من نحن' },
        {
          p: 'يدير هذا الموقع نخبة للتوظيف، وهي شركة استشارات موارد بشرية وتوظيف لها مكتبان في الرياض بالمملكة العربية السعودية ودبي بالإمارات العربية المتحدة. وتخضع الخدمات التي نقدمها لأصحاب العمل، كالتوظيف والإسناد وصاحب العمل المسجّل، لاتفاقيات مكتوبة مستقلة، وفي حال تعارض أي منها مع هذه الشروط تكون الأولوية للاتفاقية.',
        },
        { h2: 'استخدام الموقع' },
        {
          p: 'يمكنك استخدام الموقع لتصفح الوظائف والمحتوى، وإنشاء حساب، والتقدم للوظائف، والتواصل معنا. وتتعهد عند استخدامه بألا:',
        },
        {
          ul: [
            'تقدم معلومات كاذبة أو مضللة، أو تنتحل شخصية غيرك؛',
            'تنسخ إعلانات الوظائف أو بيانات المستخدمين الآخرين أو تجمعها بوسائل آلية؛',
            'ترفع فيروسات أو أي مواد قد تضر بالموقع أو تعطل عمله؛',
            'تنشر محتوى مخالفًا للأنظمة أو مسيئًا أو تشهيريًا، أو ينتهك حقوق الغير، أو يخالف النظام العام والآداب في السعودية أو الإمارات؛',
            'تحاول الوصول غير المصرح به إلى الحسابات أو الأنظمة أو البيانات؛',
            'تستخدم الموقع للإعلان عن خدمات توظيف أخرى أو الترويج لها.',
          ],
        },
        { h2: 'الحسابات' },
        {
          p: 'يجب ألا يقل عمرك عن 18 عامًا لإنشاء حساب. وأنت مسؤول عن الحفاظ على سرية كلمة المرور وعن جميع الأنشطة التي تتم عبر حسابك، فإن اشتبهت في أي استخدام غير مصرح به فأبلغنا فورًا على hello@nukhba.example. ويحق لنا تعليق الحسابات المخالفة لهذه الشروط أو إغلاقها، كما يمكنك إغلاق حسابك في أي وقت من إعدادات الحساب.',
        },
        { h2: 'طلبات التوظيف' },
        {
          p: 'عندما تتقدم لوظيفة فإنك تأذن لنا بمشاركة سيرتك الذاتية وبيانات طلبك مع صاحب العمل المعني. ويعود قرار التعيين إلى صاحب العمل وحده، ولا نضمن أن يفضي أي طلب إلى مقابلة أو عرض وظيفي، وقد تُعدَّل إعلانات الوظائف أو تُشغَل أو تُسحب دون إشعار مسبق. ولا نتقاضى من الباحثين عن عمل أي رسوم مقابل التقديم أو التعيين، فإن طلب منك أي شخص يدّعي تمثيل نخبة للتوظيف مبلغًا ماليًا فنرجو إبلاغنا بذلك.',
        },
        { h2: 'المحتوى الذي تقدمه' },
        {
          p: 'تبقى ملكية السيرة الذاتية والصورة الشخصية وغيرها من المواد التي ترفعها لك. وتمنحنا ترخيصًا غير حصري لحفظ تلك المواد ومعالجتها ومشاركتها بالقدر اللازم لتقديم الخدمة، وعلى النحو الموضح في سياسة الخصوصية. وتقر بأن المحتوى الذي تقدمه دقيق، وأن لك حق مشاركته، وأنه لا ينتهك حقوق أي طرف آخر.',
        },
        { h2: 'محتوى الموقع' },
        {
          p: 'النصوص والتصاميم والشعارات وسائر المواد المنشورة في الموقع مملوكة لنخبة للتوظيف أو للجهات المرخِّصة لها. ويجوز لك الاطلاع عليها ومشاركتها لأغراض شخصية غير تجارية مع الإشارة إلى المصدر، ولا يجوز لك إعادة إنتاجها لأغراض تجارية دون إذن كتابي منا. والمقالات والأدلة المنشورة في الموقع معلومات عامة، ولا تغني عن المشورة المهنية الملائمة لظروفك.',
        },
        { h2: 'حدود المسؤولية' },
        {
          p: 'نحرص على أن يكون الموقع دقيقًا ومتاحًا وآمنًا، لكننا نقدمه «كما هو»، ولا نضمن أن يعمل دائمًا دون انقطاع أو أخطاء. وفي الحدود التي يسمح بها النظام، لا نتحمل المسؤولية عن الخسائر غير المباشرة أو التبعية الناشئة عن استخدامك للموقع، ولا عن القرارات التي يتخذها أصحاب العمل أو المرشحون، ولا عن محتوى المواقع الخارجية التي نحيل إليها. وليس في هذه الشروط ما يحد من أي مسؤولية لا يجوز تقييدها بموجب النظام المعمول به.',
        },
        { h2: 'تعديل الشروط' },
        {
          p: 'قد نحدّث هذه الشروط من حين لآخر، وتبقى النسخة السارية متاحة دائمًا في هذه الصفحة، وإذا كانت التعديلات جوهرية فسنبلغ المستخدمين المسجلين بالبريد الإلكتروني. ويُعد استمرارك في استخدام الموقع بعد التعديل قبولًا للشروط المحدثة.',
        },
        { h2: 'النظام الواجب التطبيق' },
        {
          p: 'تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص المحاكم المختصة في مدينة الرياض بالنظر في أي نزاع ينشأ عنها أو عن استخدامك للموقع، دون الإخلال بأي حقوق إلزامية تكفلها لك قوانين بلد إقامتك.',
        },
        { h2: 'التواصل معنا' },
        {
          p: 'لأي استفسار بشأن هذه الشروط، راسلنا على hello@nukhba.example، أو اتصل بنا على الرقم +966 11 510 4400 أو +971 4 320 7788، أو زرنا على طريق الملك فهد بحي العليا، الرياض 12214. أما مسائل الخصوصية فراسلنا بشأنها على privacy@nukhba.example.',
        },
      ],
    },
  },
]
