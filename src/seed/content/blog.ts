import type { BlogCategoryKey, SeedCategory, SeedPost } from './types'

/** The four blog categories, keyed by slug. */
export const blogCategories: Record<BlogCategoryKey, SeedCategory> = {
  careers: {
    slug: 'careers',
    name: { en: 'Careers', ar: 'المسار المهني' },
    description: {
      en: 'Practical advice for job seekers on CVs, interviews, assessments and job offers in Saudi Arabia, the UAE and the wider Gulf.',
      ar: 'نصائح عملية للباحثين عن عمل حول السيرة الذاتية والمقابلات والتقييمات وعروض العمل في السعودية والإمارات ودول الخليج.',
    },
  },
  'hr-insights': {
    slug: 'hr-insights',
    name: { en: 'HR Insights', ar: 'رؤى الموارد البشرية' },
    description: {
      en: 'Guidance for HR leaders and employers on hiring, onboarding, pay and the people processes that make them work.',
      ar: 'إرشادات لقادة الموارد البشرية وأصحاب العمل في التوظيف والتهيئة والأجور وإجراءات إدارة الكفاءات التي تضمن نجاحها.',
    },
  },
  'gulf-market': {
    slug: 'gulf-market',
    name: { en: 'Gulf Market', ar: 'سوق العمل الخليجي' },
    description: {
      en: 'Clear explanations of the labour laws, localisation programmes and employment rules that shape hiring across the Gulf.',
      ar: 'شرح واضح لأنظمة العمل وبرامج التوطين وقواعد التوظيف التي ترسم ملامح سوق العمل في دول الخليج.',
    },
  },
  workplace: {
    slug: 'workplace',
    name: { en: 'Workplace', ar: 'بيئة العمل' },
    description: {
      en: 'Ideas for building productive, inclusive and healthy workplaces, from flexible working to team wellbeing.',
      ar: 'أفكار لبناء بيئات عمل منتجة وشاملة وصحية، من العمل المرن إلى عافية الفرق.',
    },
  },
}

/** Fourteen articles: four careers, four HR insights, four Gulf market and two workplace posts. */
export const posts: SeedPost[] = [
  {
    slug: 'how-to-write-a-cv-for-gulf-recruiters',
    category: 'careers',
    author: 'sara-alqahtani',
    publishedDaysAgo: 12,
    title: {
      en: 'How to Write a CV That Gulf Recruiters Will Shortlist',
      ar: 'كيف تكتب سيرة ذاتية تلفت انتباه مسؤولي التوظيف في الخليج',
    },
    excerpt: {
      en: "What recruiters in Riyadh and Dubai look for in the first minute, and how to structure your CV so it gets past screening software and into a consultant's shortlist.",
      ar: 'ما الذي يبحث عنه مسؤول التوظيف في الرياض ودبي خلال الدقيقة الأولى، وكيف تبني سيرتك الذاتية لتتجاوز أنظمة الفرز الآلي وتصل إلى القائمة المختصرة.',
    },
    coverAlt: {
      en: 'Abstract illustration of a CV page with highlighted sections over a stylised Gulf skyline',
      ar: 'رسم تجريدي لصفحة سيرة ذاتية بأقسام مظللة على خلفية لأفق مدينة خليجية',
    },
    body: {
      en: [
        {
          p: "A recruiter screening applications for a role in Riyadh or Dubai often reviews more than a hundred CVs in a morning. Most get a first glance of under a minute, and many are filtered by an applicant tracking system (ATS) before a person sees them at all. A strong CV for the Gulf market is therefore not a longer CV: it is one that answers the recruiter's practical questions quickly and proves your impact with evidence.",
        },
        { h2: 'Put the regional essentials at the top' },
        {
          p: 'Gulf employers need to know early whether they can actually hire you and how soon you can start. Below your name and contact details, add a short section covering the facts that decide whether your application moves forward:',
        },
        {
          ul: [
            'Current location and nationality, since visa, Saudization and Emiratisation rules affect how a role can be filled',
            'Residency status, for example a transferable iqama in Saudi Arabia or a UAE residence visa, and whether you hold a valid driving licence',
            'Notice period, stated honestly in days or months',
            'Languages and your level in each, with Arabic and English listed first if you have them',
          ],
        },
        {
          p: 'There is no need to include your passport number, religion or date of birth. A photo is still common in the region but is rarely a requirement; if you use one, make it a plain, professional headshot.',
        },
        { h2: 'Write achievements, not job descriptions' },
        {
          p: 'The most common weakness we see is a list of duties copied from a job description. Recruiters already know what a procurement manager does; they want to know what you changed. For each recent role, write three to five bullet points that start with a verb and end with a result: costs reduced, projects delivered on time, people hired, revenue grown, processes automated. Use figures you can explain in an interview, and never round them up.',
        },
        {
          p: 'Give context that a Gulf reader will recognise. If you worked on a giga-project, a government digital transformation programme or a Vision 2030 initiative, describe its scope and your part in it. If you led a team, say how large it was and whether it was multinational.',
        },
        { h2: 'Make it readable for people and software' },
        {
          p: 'Applicant tracking systems struggle with tables, text boxes, graphics and details placed in page headers or margins. Keep to a clean single-column layout, standard section titles such as Experience, Education and Certifications, and a common font. Mirror the wording of the job advert where it truthfully matches your experience: if the role asks for IFRS reporting and you have done it, write IFRS rather than a vague reference to accounting standards.',
        },
        { h2: 'Professional credentials and length' },
        {
          p: 'List professional licences and registrations clearly, because many Gulf roles cannot be filled without them: Saudi Council of Engineers accreditation, Saudi Commission for Health Specialties classification, DHA or DOH licences for healthcare in the UAE, and certifications such as CIPD, SHRM, CPA or PMP. Mention whether your degree has been attested, as employers often need this for the work visa. Two pages are enough for most candidates; senior executives can use three if every line earns its place.',
        },
        {
          p: 'Finally, keep an Arabic version ready if you are applying to government-linked entities or to roles that serve Saudi and Emirati clients. It should read as a properly written Arabic CV, not a machine translation.',
        },
      ],
      ar: [
        {
          p: 'قد يراجع مسؤول التوظيف أكثر من مئة سيرة ذاتية في صباح واحد حين يفرز المتقدمين لوظيفة في الرياض أو دبي، ولا تحظى معظمها إلا بنظرة سريعة لا تتجاوز دقيقة، بل إن كثيرًا منها يُستبعد عبر أنظمة تتبع المتقدمين (ATS) قبل أن يطّلع عليها أحد. لذلك فالسيرة الذاتية القوية في السوق الخليجية ليست الأطول، بل هي التي تجيب عن أسئلة مسؤول التوظيف العملية بسرعة، وتثبت أثرك بالأدلة والأرقام.',
        },
        { h2: 'ابدأ بالمعلومات التي يحتاجها صاحب العمل الخليجي' },
        {
          p: 'يريد صاحب العمل أن يعرف مبكرًا هل يمكنه توظيفك فعلًا، ومتى يمكنك المباشرة. لذا أضف تحت اسمك وبيانات التواصل قسمًا موجزًا يتضمن المعلومات التي يتوقف عليها مصير طلبك:',
        },
        {
          ul: [
            'مكان إقامتك الحالي وجنسيتك، إذ تؤثر أنظمة التأشيرات والسعودة والتوطين في طريقة شغل الوظيفة',
            'وضع إقامتك، كأن تكون لديك إقامة قابلة لنقل الخدمات في المملكة أو تأشيرة إقامة في الإمارات، وهل تحمل رخصة قيادة سارية',
            'فترة الإشعار لدى جهة عملك الحالية، مذكورة بدقة وصدق بالأيام أو الأشهر',
            'اللغات التي تتقنها ومستواك في كل منها، مع تقديم العربية والإنجليزية إن كنت تجيدهما',
          ],
        },
        {
          p: 'لا حاجة إلى ذكر رقم جواز السفر أو الديانة أو تاريخ الميلاد. أما الصورة الشخصية فما زالت شائعة في المنطقة لكنها نادرًا ما تكون شرطًا، فإن أرفقتها فلتكن صورة رسمية بخلفية بسيطة.',
        },
        { h2: 'اكتب إنجازاتك لا وصفك الوظيفي' },
        {
          p: 'أكثر ما نراه من أخطاء هو سرد المهام كما وردت في الوصف الوظيفي. فمسؤول التوظيف يعرف سلفًا ما يفعله مدير المشتريات، وما يهمه هو ما الذي غيّرته أنت. اكتب لكل وظيفة حديثة من ثلاث إلى خمس نقاط تبدأ بفعل وتنتهي بنتيجة: تكاليف خفّضتها، أو مشاريع سلّمتها في موعدها، أو موظفين استقطبتهم، أو إيرادات نمّيتها، أو إجراءات أتمتّها. واستخدم أرقامًا تستطيع شرحها في المقابلة، ولا تبالغ فيها أبدًا.',
        },
        {
          p: 'وقدّم السياق الذي يفهمه القارئ الخليجي. فإن عملت في أحد المشاريع الكبرى، أو في برنامج تحول رقمي حكومي، أو في مبادرة مرتبطة برؤية السعودية 2030، فاذكر حجم المشروع ودورك فيه. وإن قدت فريقًا فاذكر عدد أفراده وهل كان متعدد الجنسيات.',
        },
        { h2: 'اجعلها مقروءة للإنسان والآلة معًا' },
        {
          p: 'تتعثر أنظمة تتبع المتقدمين في قراءة الجداول والمربعات النصية والرسومات والمعلومات الموضوعة في رأس الصفحة أو هوامشها. لذا التزم بتنسيق بسيط من عمود واحد، وعناوين أقسام مألوفة مثل الخبرات والمؤهلات العلمية والشهادات المهنية، وخط شائع واضح. واستخدم المصطلحات الواردة في إعلان الوظيفة ما دامت تعبّر عن خبرتك بصدق؛ فإن طُلبت خبرة في إعداد التقارير وفق المعايير الدولية لإعداد التقارير المالية (IFRS) وكنت تملكها، فاذكرها باسمها صراحة بدلًا من إشارة عامة إلى المعايير المحاسبية.',
        },
        { h2: 'الاعتمادات المهنية وطول السيرة' },
        {
          p: 'اذكر التراخيص والاعتمادات المهنية بوضوح، لأن كثيرًا من الوظائف في الخليج لا يمكن شغلها من دونها: كاعتماد الهيئة السعودية للمهندسين، وتصنيف الهيئة السعودية للتخصصات الصحية، وتراخيص هيئة الصحة بدبي أو دائرة الصحة في أبوظبي، إضافة إلى شهادات مثل CIPD و SHRM و CPA و PMP. وأشر إلى تصديق شهادتك الجامعية إن كانت مصدّقة، فكثيرًا ما يحتاج إليها صاحب العمل لاستخراج تأشيرة العمل. وتكفي صفحتان لمعظم المتقدمين، ويمكن لكبار التنفيذيين أن يكتبوا ثلاث صفحات بشرط أن يكون لكل سطر فيها قيمة.',
        },
        {
          p: 'وأخيرًا، احتفظ بنسخة عربية جاهزة إن كنت تتقدم إلى جهات شبه حكومية أو إلى وظائف تخدم عملاء سعوديين وإماراتيين، على أن تكون سيرة عربية متقنة الصياغة لا ترجمة آلية.',
        },
      ],
    },
  },
  {
    slug: 'preparing-for-a-competency-based-interview',
    category: 'careers',
    author: 'omar-haddad',
    publishedDaysAgo: 27,
    title: {
      en: 'Preparing for a Competency-Based Interview: A Practical Guide',
      ar: 'الاستعداد للمقابلة القائمة على الجدارات: دليل عملي',
    },
    excerpt: {
      en: 'Competency interviews reward evidence, not confidence alone. How to build a bank of examples, structure answers with STAR and handle probing follow-up questions.',
      ar: 'تكافئ المقابلة القائمة على الجدارات الأدلة لا الثقة وحدها. إليك كيف تعدّ رصيدًا من الأمثلة، وتصوغ إجاباتك بطريقة STAR، وتتعامل مع الأسئلة المتعمقة.',
    },
    coverAlt: {
      en: 'Abstract illustration of two speech bubbles linked by a structured four-step path',
      ar: 'رسم تجريدي لفقاعتي حوار يربط بينهما مسار منظم من أربع خطوات',
    },
    body: {
      en: [
        {
          p: 'Most large employers in Saudi Arabia and the UAE, from banks and energy companies to government-linked entities and multinationals, now use competency-based interviews for professional and managerial roles. Instead of asking what you would do, the interviewer asks what you did: tell me about a time you handled a difficult stakeholder, or describe a decision you made with incomplete information. The logic is simple. Past behaviour in similar situations predicts future performance better than hypothetical answers do.',
        },
        { h2: 'Find out which competencies are being assessed' },
        {
          p: "Every competency interview is built on a framework, usually six to ten behaviours such as customer focus, collaboration, driving results, decision making and leading change. The job advert, the company's published values and your recruiter are the best sources. At Nukhba, we brief our candidates on the framework before every interview we arrange, because preparing for the wrong competencies is one of the most common reasons good candidates underperform.",
        },
        { h2: 'Build a bank of examples' },
        {
          p: 'Write down eight to ten situations from the last three to five years that show you at your best and, just as importantly, a few where things went wrong and you learned something. One good example can often cover two or three competencies. For each one, note:',
        },
        {
          ul: [
            'The situation and why it mattered to the business',
            "Your specific task or responsibility, separate from the team's",
            'The actions you personally took, in the order you took them',
            'The result, measured where possible, and what you would do differently next time',
          ],
        },
        {
          p: 'This is the STAR structure: Situation, Task, Action, Result. Spend about a fifth of your answer on the situation and task, most of it on your actions, and finish with a clear result. Interviewers usually weight the action part most heavily, so say "I" rather than "we" when describing what you did.',
        },
        { h2: 'Expect follow-up questions' },
        {
          p: 'Trained interviewers probe. They will ask what exactly you said to the client, who else was involved, what the alternatives were and how you knew your solution worked. This is not a sign that your answer was weak; it is how they test whether the example is real. Candidates who have genuinely lived their examples handle probing calmly, while rehearsed stories tend to fall apart. Keep your answers honest and be ready to go one level deeper.',
        },
        { h2: 'On the day' },
        {
          p: 'Panel interviews are common in the Gulf, sometimes with an HR partner, the hiring manager and a senior leader in the room. Address the person who asked the question but make eye contact with the whole panel. If the interview is bilingual, answer in the language of the question unless you are invited to switch. For video interviews, test your connection and camera in advance and keep notes out of sight.',
        },
        {
          p: "Close with two or three thoughtful questions about the role's priorities for the first year, how success will be measured and how the team works. It shows that you are assessing the fit as carefully as they are.",
        },
      ],
      ar: [
        {
          p: 'باتت معظم الشركات الكبرى في المملكة العربية السعودية والإمارات، من البنوك وشركات الطاقة إلى الجهات شبه الحكومية والشركات متعددة الجنسيات، تعتمد المقابلات القائمة على الجدارات لشغل الوظائف المهنية والإدارية. فبدلًا من أن يسألك المحاوِر عمّا ستفعله، يسألك عمّا فعلته بالفعل: حدّثني عن موقف تعاملت فيه مع طرف صعب، أو صف قرارًا اتخذته دون أن تتوفر لديك المعلومات كاملة. والمنطق وراء ذلك بسيط، فالسلوك السابق في مواقف مشابهة أصدق في التنبؤ بالأداء المستقبلي من الإجابات الافتراضية.',
        },
        { h2: 'تعرّف على الجدارات التي ستُقيَّم' },
        {
          p: 'تُبنى كل مقابلة من هذا النوع على إطار جدارات يضم عادة ما بين ست سلوكيات وعشر، مثل التركيز على العميل والتعاون وتحقيق النتائج واتخاذ القرار وقيادة التغيير. وأفضل مصادر معرفتها إعلان الوظيفة والقيم المنشورة للشركة ومستشار التوظيف الذي يتابع طلبك. ونحرص في نخبة على تعريف مرشحينا بإطار الجدارات قبل كل مقابلة ننسقها، لأن الاستعداد لجدارات غير مطلوبة من أكثر ما يُضعف أداء المرشحين الأكفاء.',
        },
        { h2: 'أعدّ رصيدًا من الأمثلة' },
        {
          p: 'دوّن ثمانية إلى عشرة مواقف من السنوات الثلاث إلى الخمس الأخيرة تُظهرك في أفضل حالاتك، ولا تغفل بعض المواقف التي لم تسر كما أردت وتعلمت منها درسًا، فهي لا تقل أهمية. وكثيرًا ما يصلح المثال الجيد للدلالة على جدارتين أو ثلاث. وسجّل لكل موقف ما يلي:',
        },
        {
          ul: [
            'الموقف وأهميته بالنسبة إلى العمل',
            'مهمتك أو مسؤوليتك أنت تحديدًا، بمعزل عن مسؤولية الفريق',
            'الإجراءات التي اتخذتها بنفسك بحسب ترتيبها الزمني',
            'النتيجة، مقيسة بالأرقام متى أمكن، وما الذي كنت ستفعله بطريقة مختلفة في المرة القادمة',
          ],
        },
        {
          p: 'هذه هي طريقة STAR التي تعني: الموقف، والمهمة، والإجراء، والنتيجة. خصّص نحو خُمس إجابتك للموقف والمهمة، وأكثرها للإجراءات التي اتخذتها، ثم اختم بنتيجة واضحة. ولأن المحاورين يمنحون الجزء الخاص بالإجراءات الوزن الأكبر في التقييم عادة، فتحدّث بصيغة المتكلم المفرد لا بصيغة الجمع عند وصف ما قمت به.',
        },
        { h2: 'توقّع الأسئلة المتعمقة' },
        {
          p: 'المحاور المدرَّب لا يكتفي بالإجابة الأولى، بل يسأل: ماذا قلت للعميل تحديدًا؟ ومن شارك معك؟ وما البدائل التي كانت مطروحة؟ وكيف عرفت أن الحل نجح؟ وليس ذلك دليلًا على ضعف إجابتك، بل هو وسيلته للتحقق من أن المثال حقيقي. فمن عاش التجربة فعلًا يجيب بهدوء، أما القصص المحفوظة فسرعان ما تتهاوى. لذا التزم الصدق في أمثلتك، وكن مستعدًا للتعمق في التفاصيل خطوة إضافية.',
        },
        { h2: 'يوم المقابلة' },
        {
          p: 'تنتشر مقابلات اللجان في الخليج، وقد يحضرها ممثل الموارد البشرية ومدير التوظيف وأحد كبار القياديين. وجّه حديثك إلى صاحب السؤال، مع الحرص على التواصل البصري مع جميع أعضاء اللجنة. وإن كانت المقابلة باللغتين فأجب باللغة التي طُرح بها السؤال ما لم يُطلب منك غير ذلك. أما في المقابلات المرئية عن بُعد، فاختبر الاتصال والكاميرا مسبقًا، وأبعد ملاحظاتك عن مجال الرؤية.',
        },
        {
          p: 'واختم المقابلة بسؤالين أو ثلاثة مدروسة عن أولويات الوظيفة في عامها الأول، وكيفية قياس النجاح فيها، وأسلوب عمل الفريق. فذلك يبيّن أنك تقيّم مدى ملاءمة الفرصة لك بالعناية نفسها التي يقيّمونك بها.',
        },
      ],
    },
  },
  {
    slug: 'reading-and-negotiating-a-job-offer-in-the-gulf',
    category: 'careers',
    author: 'layla-mansour',
    publishedDaysAgo: 58,
    title: {
      en: 'Reading and Negotiating a Job Offer in the Gulf',
      ar: 'كيف تقرأ عرض العمل في الخليج وتتفاوض عليه',
    },
    excerpt: {
      en: 'A Gulf offer is a package, not a single number. Learn how basic salary, allowances, leave and benefits fit together before you accept or make a counter-proposal.',
      ar: 'عرض العمل في الخليج حزمة متكاملة لا رقم واحد. تعرّف على العلاقة بين الراتب الأساسي والبدلات والإجازات والمزايا قبل أن تقبل العرض أو تفاوض عليه.',
    },
    coverAlt: {
      en: 'Abstract illustration of an offer letter broken into stacked blocks of different sizes',
      ar: 'رسم تجريدي لخطاب عرض وظيفي مقسّم إلى مكعبات متراصة مختلفة الأحجام',
    },
    body: {
      en: [
        {
          p: 'Candidates moving to or within the Gulf often compare offers by the monthly total alone. That can be an expensive mistake. Packages in Saudi Arabia and the UAE are usually split into basic salary and allowances, and that split affects your end-of-service gratuity, some social insurance contributions and sometimes your bonus. Before you negotiate, understand exactly what is on the table.',
        },
        { h2: 'Break the package into its parts' },
        { p: 'Ask for the offer in writing, with each component shown separately. A typical Gulf offer includes:' },
        {
          ul: [
            'Basic salary, which is the base for gratuity in the UAE and for many other entitlements',
            'Housing allowance or company-provided accommodation, often expressed in Saudi Arabia as a share of basic salary',
            'Transport allowance or a company car',
            'Medical insurance, including whether your spouse and children are covered and at what level',
            'Annual leave, an annual air ticket home and, for senior roles, support with school fees',
            'Variable pay: bonus targets, how they are measured and when they are paid',
          ],
        },
        {
          p: 'Compare offers on the same basis: annual fixed cash, annual variable pay at target, and the value of benefits you would otherwise pay for yourself. Family medical cover or school fees can easily outweigh a modest difference in salary.',
        },
        { h2: 'Know the legal minimums' },
        {
          p: 'Some terms cannot be negotiated below what the law provides. In Saudi Arabia, employees are entitled to at least 21 days of annual leave, rising to 30 days after five years of continuous service with the same employer. In the UAE, the entitlement is 30 calendar days a year once the first year of service is complete. In both countries, salaries must be paid through the official wage protection systems and the contract must be documented with the authorities: through Qiwa in Saudi Arabia and with the Ministry of Human Resources and Emiratisation in the UAE. Make sure the documented contract matches your offer letter.',
        },
        { h2: 'How to negotiate well' },
        {
          p: 'Gulf employers generally expect some negotiation for professional and senior roles, but tone matters. Lead with enthusiasm for the role, then raise specific points backed by evidence: a market salary survey, the scope of the role compared with your current one, or a competing offer. Prioritise two or three items rather than contesting every line. If the budget for basic salary is fixed, there is often more room on the joining date, a sign-on payment, relocation support, a guaranteed salary review after probation or additional leave.',
        },
        { h2: 'Before you sign' },
        {
          p: 'Check the notice period, the probation period and any non-compete clause, and confirm whether the employer will transfer your current iqama or residency or apply for a new visa. If you are resigning from a Gulf employer, make sure you understand how your notice and final settlement, including gratuity, will be handled. A recruiter who knows both employers and the market can often resolve these details quietly and quickly, which protects your relationships on both sides.',
        },
      ],
      ar: [
        {
          p: 'كثيرًا ما يقارن المرشحون المنتقلون إلى الخليج أو بين دوله العروضَ بالمجموع الشهري وحده، وقد يكون ذلك خطأً مكلفًا. فالرواتب في السعودية والإمارات تُقسَّم عادة إلى راتب أساسي وبدلات، ولهذا التقسيم أثر في مكافأة نهاية الخدمة، وفي بعض اشتراكات التأمينات الاجتماعية، وأحيانًا في المكافأة السنوية. لذا احرص قبل التفاوض على أن تفهم بدقة كل ما يتضمنه العرض المطروح أمامك.',
        },
        { h2: 'فكّك الحزمة إلى عناصرها' },
        { p: 'اطلب العرض مكتوبًا مع بيان كل عنصر من عناصره على حدة. ويتضمن العرض المعتاد في الخليج ما يلي:' },
        {
          ul: [
            'الراتب الأساسي، وهو أساس حساب مكافأة نهاية الخدمة في الإمارات وكثير من المستحقات الأخرى',
            'بدل السكن أو السكن الذي توفره الشركة، ويُحدَّد في السعودية غالبًا بنسبة من الراتب الأساسي',
            'بدل النقل أو سيارة تقدمها الشركة',
            'التأمين الطبي، مع التأكد من شموله الزوج أو الزوجة والأبناء ومن درجة التغطية',
            'الإجازة السنوية وتذكرة السفر السنوية إلى بلدك، وبدل الرسوم الدراسية في الوظائف القيادية',
            'الأجر المتغير: أهداف المكافأة وطريقة قياسها وموعد صرفها',
          ],
        },
        {
          p: 'وقارن بين العروض على أساس واحد: الدخل الثابت السنوي، والأجر المتغير السنوي عند تحقيق الأهداف، وقيمة المزايا التي كنت ستتحملها من مالك الخاص. فقيمة التأمين الطبي للأسرة أو الرسوم المدرسية قد تفوق بسهولة فرقًا بسيطًا في الراتب.',
        },
        { h2: 'اعرف الحد الأدنى الذي يكفله النظام' },
        {
          p: 'بعض الشروط لا يجوز التفاوض عليها بأقل مما ينص عليه النظام. ففي المملكة العربية السعودية يستحق الموظف إجازة سنوية لا تقل عن واحد وعشرين يومًا، تزيد إلى ثلاثين يومًا بعد خمس سنوات متصلة لدى صاحب العمل نفسه. وفي الإمارات يستحق الموظف ثلاثين يومًا تقويميًا في السنة بعد إتمام سنته الأولى. ويلتزم صاحب العمل في البلدين بصرف الرواتب عبر أنظمة حماية الأجور الرسمية، وبتوثيق العقد لدى الجهات المختصة: عبر منصة قوى في السعودية، ولدى وزارة الموارد البشرية والتوطين في الإمارات. فتأكد من أن العقد الموثّق يطابق خطاب العرض الذي تسلمته.',
        },
        { h2: 'كيف تفاوض بذكاء' },
        {
          p: 'يتوقع أصحاب العمل في الخليج عادة قدرًا من التفاوض على الوظائف المهنية والقيادية، لكن الأسلوب مهم. ابدأ بإبداء حماسك للوظيفة، ثم اطرح نقاطًا محددة تدعمها الأدلة، كنتائج مسح رواتب السوق، أو اتساع نطاق الوظيفة مقارنة بوظيفتك الحالية، أو عرض منافس. وركّز على بندين أو ثلاثة بدلًا من مناقشة كل سطر. فإن كانت ميزانية الراتب الأساسي محددة، فغالبًا ما تتوفر مرونة أكبر في موعد المباشرة، أو دفعة عند التوقيع، أو دعم الانتقال، أو مراجعة مضمونة للراتب بعد فترة التجربة، أو أيام إجازة إضافية.',
        },
        { h2: 'قبل أن توقّع' },
        {
          p: 'راجع فترة الإشعار وفترة التجربة وأي بند يتعلق بعدم المنافسة، وتحقق مما إذا كان صاحب العمل سينقل إقامتك الحالية أم سيتقدم بطلب تأشيرة جديدة لك. وإن كنت ستستقيل من صاحب عمل في الخليج، فتأكد من فهمك لترتيبات فترة الإشعار والتسوية النهائية، بما فيها مكافأة نهاية الخدمة. ويستطيع مستشار التوظيف الذي يعرف الطرفين والسوق أن يحسم هذه التفاصيل بهدوء وسرعة، بما يحفظ علاقاتك مع الجانبين.',
        },
      ],
    },
  },
  {
    slug: 'psychometric-tests-explained',
    category: 'careers',
    author: 'nadia-khoury',
    publishedDaysAgo: 83,
    title: {
      en: 'Psychometric Tests Explained: What to Expect and How to Prepare',
      ar: 'اختبارات القياس النفسي: ماذا تتوقع وكيف تستعد لها',
    },
    excerpt: {
      en: 'Aptitude tests, personality questionnaires and situational judgement tests are now routine in Gulf hiring. What each one measures and how to give your best.',
      ar: 'أصبحت اختبارات القدرات واستبانات الشخصية واختبارات الحكم الظرفي جزءًا معتادًا من التوظيف في الخليج. تعرّف على ما يقيسه كل منها وكيف تقدّم أفضل ما لديك.',
    },
    coverAlt: {
      en: 'Abstract illustration of geometric shapes and a bar chart arranged like puzzle pieces',
      ar: 'رسم تجريدي لأشكال هندسية ورسم بياني بالأعمدة مرتبة كقطع أحجية',
    },
    body: {
      en: [
        {
          p: 'If you are applying for a graduate programme, a management role or a position in a large Saudi or Emirati organisation, there is a good chance you will be asked to complete a psychometric assessment. Many candidates dread them, mostly because they do not know what to expect. Having assessed more than 500 participants across the region, we find that candidates who understand the format perform closer to their true ability, which is exactly what a fair test should capture.',
        },
        { h2: 'The main types of test' },
        {
          ul: [
            'Numerical reasoning: interpreting tables, charts and percentages under time pressure. The maths rarely goes beyond secondary school level; the challenge is speed and accuracy.',
            'Verbal reasoning: reading short passages and judging whether statements are true, false or cannot be determined from the text alone.',
            'Abstract or logical reasoning: spotting the rules in sequences of shapes, which shows how quickly you learn new patterns.',
            'Situational judgement tests: realistic workplace scenarios in which you rank or choose the most effective responses.',
            'Personality questionnaires: statements about how you prefer to work, with no right or wrong answers and usually no time limit.',
          ],
        },
        { h2: 'How results are used' },
        {
          p: 'Your score is not judged in isolation. It is compared with a norm group, a large sample of people at a similar level, so results are reported as percentiles: for example, better than 70 percent of graduate applicants. Employers typically use aptitude tests as one screening step and personality results as a basis for interview questions, not as a pass-or-fail verdict. Good practice, which we follow, is never to make a hiring decision on a test score alone.',
        },
        { h2: 'How to prepare' },
        { p: 'You cannot cram for an aptitude test, but you can remove the obstacles that stop you showing your real ability:' },
        {
          ul: [
            'Take practice tests of the same type so that the question formats feel familiar on the day',
            'Refresh percentages, ratios and reading data from graphs if numbers are not part of your daily work',
            'Choose a quiet space, a reliable connection and a time when you are alert, and avoid taking tests on a phone',
            'Read the instructions carefully, note how many questions there are and pace yourself against the clock',
          ],
        },
        {
          p: 'For personality questionnaires, answer honestly and consistently. Trying to guess the ideal profile tends to produce an inconsistent result that raises more questions than a genuine one. Think about how you usually behave at work, not how you behave on your best day.',
        },
        { h2: 'Language, accessibility and feedback' },
        {
          p: 'Many tests are available in both Arabic and English. Choose the language you read most comfortably, because reasoning tests should measure reasoning, not language. If you have a disability or a condition such as dyslexia, tell the employer or assessment provider in advance so that reasonable adjustments, such as extra time, can be arranged. Finally, ask for feedback. A short conversation about your results can tell you a great deal about your strengths and development areas, whatever the outcome of your application.',
        },
      ],
      ar: [
        {
          p: 'إن كنت تتقدم إلى برنامج للخريجين، أو وظيفة إدارية، أو وظيفة في مؤسسة سعودية أو إماراتية كبرى، فالأرجح أنك ستُدعى إلى أداء اختبار من اختبارات القياس النفسي. ويخشى كثير من المرشحين هذه الاختبارات، وغالبًا لأنهم لا يعرفون ما ينتظرهم فيها. ومن خبرتنا في تقييم أكثر من 500 مشارك في المنطقة، وجدنا أن المرشح الذي يفهم طبيعة الاختبار يأتي أداؤه أقرب إلى قدراته الحقيقية، وهذا بالضبط ما ينبغي أن يقيسه أي اختبار عادل.',
        },
        { h2: 'أبرز أنواع الاختبارات' },
        {
          ul: [
            'الاستدلال العددي: تفسير الجداول والرسوم البيانية والنسب المئوية في وقت محدود. ونادرًا ما تتجاوز العمليات الحسابية مستوى المرحلة الثانوية، فالتحدي الحقيقي في السرعة والدقة.',
            'الاستدلال اللفظي: قراءة نصوص قصيرة والحكم على عبارات بأنها صحيحة أو خاطئة أو لا يمكن الحكم عليها من النص وحده.',
            'الاستدلال المجرد أو المنطقي: اكتشاف القواعد التي تحكم سلاسل من الأشكال، وهو يكشف سرعة تعلّمك للأنماط الجديدة.',
            'اختبارات الحكم الظرفي: مواقف عمل واقعية يُطلب منك فيها ترتيب الاستجابات الممكنة أو اختيار أكثرها فاعلية.',
            'استبانات الشخصية: عبارات تصف أسلوبك المفضل في العمل، لا توجد فيها إجابة صحيحة وأخرى خاطئة، ولا تكون في الغالب محددة بوقت.',
          ],
        },
        { h2: 'كيف تُستخدم النتائج' },
        {
          p: 'لا يُنظر إلى درجتك بمعزل عن غيرها، بل تُقارن بمجموعة معيارية تضم عينة كبيرة من أشخاص في مستوى مماثل، ولذلك تُعرض النتيجة في صورة رتبة مئينية، كأن يُقال إن أداءك تفوّق على سبعين في المئة من المتقدمين لبرامج الخريجين. ويستخدم أصحاب العمل عادة اختبارات القدرات مرحلةً من مراحل الفرز، ونتائج الشخصية منطلقًا لأسئلة المقابلة، لا حكمًا نهائيًا بالنجاح أو الرسوب. ومن الممارسات السليمة التي نلتزم بها ألا يُتخذ قرار التوظيف بناءً على نتيجة اختبار وحدها.',
        },
        { h2: 'كيف تستعد' },
        { p: 'لا يمكنك أن تحشو ذهنك بالمعلومات استعدادًا لاختبار القدرات، لكن يمكنك أن تزيل العوائق التي تحول دون إظهار قدراتك الحقيقية:' },
        {
          ul: [
            'تدرّب على اختبارات تجريبية من النوع نفسه حتى تألف شكل الأسئلة يوم الاختبار',
            'راجع النسب المئوية والتناسب وقراءة البيانات من الرسوم البيانية إن لم تكن الأرقام جزءًا من عملك اليومي',
            'اختر مكانًا هادئًا واتصالًا موثوقًا ووقتًا تكون فيه في كامل تركيزك، وتجنّب أداء الاختبار على الهاتف المحمول',
            'اقرأ التعليمات بعناية، وانتبه إلى عدد الأسئلة، ووزّع وقتك عليها بما يتناسب مع المدة المتاحة',
          ],
        },
        {
          p: 'أما في استبانات الشخصية فأجب بصدق واتساق. فمحاولة تخمين الصورة المثالية تنتهي غالبًا بنتيجة متناقضة تثير من التساؤلات أكثر مما تثيره النتيجة الصادقة. فكّر في سلوكك المعتاد في العمل، لا في سلوكك في أفضل أيامك.',
        },
        { h2: 'اللغة وتسهيلات الوصول والتغذية الراجعة' },
        {
          p: 'تتوفر كثير من الاختبارات باللغتين العربية والإنجليزية، فاختر اللغة التي تقرأ بها براحة أكبر، لأن اختبارات الاستدلال وُضعت لقياس التفكير لا الإتقان اللغوي. وإن كانت لديك إعاقة أو حالة مثل عسر القراءة، فأبلغ صاحب العمل أو الجهة المنفذة للتقييم مسبقًا لترتيب التسهيلات المناسبة كتمديد الوقت. وأخيرًا، اطلب تغذية راجعة عن نتائجك، فحديث قصير عنها قد يكشف لك الكثير عن نقاط قوتك وجوانب تطويرك، أيًا كانت نتيجة طلبك.',
        },
      ],
    },
  },
  {
    slug: 'onboarding-in-the-gulf-first-90-days',
    category: 'hr-insights',
    author: 'faisal-alharbi',
    publishedDaysAgo: 5,
    title: {
      en: 'Onboarding in the Gulf: Getting the First 90 Days Right',
      ar: 'تهيئة الموظفين الجدد في الخليج: كيف تنجح في الأيام التسعين الأولى',
    },
    excerpt: {
      en: 'Many early resignations are decided in the first weeks. A structured onboarding plan that starts before day one is the best protection for your hiring investment.',
      ar: 'تُحسم استقالات مبكرة كثيرة في الأسابيع الأولى، وخطة تهيئة منظمة تبدأ قبل اليوم الأول هي أفضل حماية لما تستثمره في التوظيف.',
    },
    coverAlt: {
      en: 'Abstract illustration of a path with three milestones leading towards an open door',
      ar: 'رسم تجريدي لمسار بثلاث محطات يقود إلى باب مفتوح',
    },
    body: {
      en: [
        {
          p: 'Hiring in the Gulf is expensive. Between recruitment fees, visa and residency costs, medical insurance, relocation and the months it takes a new hire to become fully productive, a failed hire at manager level can cost a company a large share of the annual salary, and often more. Yet many organisations still treat onboarding as a welcome email and a laptop. A structured first 90 days is one of the cheapest ways to protect that investment.',
        },
        { h2: 'Start before day one' },
        {
          p: 'For international hires, the period between offer acceptance and arrival can stretch to several weeks while the work visa, medical examination and residency formalities are completed. Silence during this time is when candidates accept counter-offers. Assign one person to keep in touch, share a clear timeline and send practical information about housing, schools and banking. On the administrative side, make sure the essentials are ready before the first working day:',
        },
        {
          ul: [
            'Employment contract documented on Qiwa in Saudi Arabia or with the Ministry of Human Resources and Emiratisation in the UAE',
            'GOSI registration for Saudi staff, and registration with the relevant pension authority for Emiratis',
            'Medical insurance activated for the employee and any dependants',
            'Bank account details captured so that the first salary can run through the wage protection system',
            'Equipment, system access and a desk or hybrid schedule confirmed',
          ],
        },
        { h2: 'The first week: belonging and clarity' },
        {
          p: 'The first week should answer three questions for the new employee: who do I work with, what is expected of me and how do things work here? Schedule introductions with key stakeholders rather than leaving them to chance, assign a peer buddy who is not the line manager, and explain the unwritten rules, from meeting culture to working hours during Ramadan. For employees who are new to the region, a short orientation on local etiquette and everyday practicalities goes a long way.',
        },
        { h2: 'A 30-60-90 day plan' },
        {
          p: 'Agree written objectives with the line manager for each stage. The first 30 days focus on learning: systems, people and customers. By day 60, the employee should own defined pieces of work. By day 90, they should be delivering against measurable goals. The plan doubles as the basis for the probation review, which in both Saudi Arabia and the UAE must be completed within the legal probation period, so the timing is not optional.',
        },
        { h2: 'Measure and improve' },
        {
          p: "Check in with every new joiner at 30 and 90 days through a short survey or conversation, and track how many leave within their first year. Patterns quickly appear: a particular department, a gap between the job advert and reality, or a manager who needs support. Onboarding for Saudi nationals deserves particular attention, since early attrition directly affects a company's Nitaqat position as well as its culture. Fixing the cause is almost always cheaper than hiring again.",
        },
      ],
      ar: [
        {
          p: 'التوظيف في الخليج مكلف؛ فبين رسوم الاستقطاب وتكاليف التأشيرة والإقامة والتأمين الطبي والانتقال، والأشهر التي يحتاجها الموظف الجديد ليبلغ إنتاجيته الكاملة، قد تكلّف تجربة توظيف فاشلة في مستوى إداري الشركةَ جزءًا كبيرًا من الراتب السنوي، بل أكثر منه في أحيان كثيرة. ومع ذلك ما زالت مؤسسات كثيرة تختزل التهيئة في رسالة ترحيب وجهاز حاسوب. والحقيقة أن خطة منظمة للأيام التسعين الأولى من أقل الوسائل كلفة لحماية هذا الاستثمار.',
        },
        { h2: 'ابدأ قبل اليوم الأول' },
        {
          p: 'قد تمتد الفترة بين قبول العرض ووصول الموظف القادم من الخارج عدة أسابيع، ريثما تُستكمل تأشيرة العمل والفحص الطبي وإجراءات الإقامة. وفي هذا الصمت تحديدًا يقبل بعض المرشحين العروض المضادة من جهات عملهم. لذا كلّف شخصًا واحدًا بالتواصل المنتظم معه، وشارِكه جدولًا زمنيًا واضحًا، وأرسل إليه معلومات عملية عن السكن والمدارس والخدمات المصرفية. وعلى الصعيد الإداري، تأكد من جاهزية الأساسيات قبل يوم العمل الأول:',
        },
        {
          ul: [
            'توثيق عقد العمل عبر منصة قوى في السعودية أو لدى وزارة الموارد البشرية والتوطين في الإمارات',
            'تسجيل الموظفين السعوديين في التأمينات الاجتماعية، وتسجيل المواطنين الإماراتيين لدى جهة المعاشات المختصة',
            'تفعيل التأمين الطبي للموظف ومن يعولهم',
            'استكمال بيانات الحساب المصرفي لصرف الراتب الأول عبر نظام حماية الأجور',
            'تجهيز الأجهزة وصلاحيات الدخول إلى الأنظمة، وتأكيد مكان العمل أو جدول العمل الهجين',
          ],
        },
        { h2: 'الأسبوع الأول: شعور بالانتماء ووضوح في التوقعات' },
        {
          p: 'ينبغي أن يجيب الأسبوع الأول عن ثلاثة أسئلة لدى الموظف الجديد: مع من سأعمل؟ وما المتوقع مني؟ وكيف تسير الأمور هنا؟ فنظّم له لقاءات تعارف مع الأطراف الرئيسية بدلًا من تركها للمصادفة، وعيّن له زميلًا مرافقًا من غير مديره المباشر، واشرح له الأعراف غير المكتوبة، من ثقافة الاجتماعات إلى ساعات العمل في رمضان. أما القادمون الجدد إلى المنطقة، فيفيدهم كثيرًا تعريف موجز بالآداب المحلية وشؤون الحياة اليومية.',
        },
        { h2: 'خطة الأيام 30 و60 و90' },
        {
          p: 'اتفق مع المدير المباشر على أهداف مكتوبة لكل مرحلة. تركز الأيام الثلاثون الأولى على التعلّم: الأنظمة والأشخاص والعملاء. وبحلول اليوم الستين ينبغي أن يتولى الموظف مهام محددة بنفسه، وبحلول اليوم التسعين أن يحقق أهدافًا قابلة للقياس. وتصلح هذه الخطة أساسًا لتقييم فترة التجربة، الذي يجب إتمامه في السعودية والإمارات كلتيهما خلال المدة النظامية لفترة التجربة، فالتوقيت هنا ليس أمرًا اختياريًا.',
        },
        { h2: 'قِس وطوّر' },
        {
          p: 'تواصل مع كل موظف جديد بعد ثلاثين يومًا وبعد تسعين يومًا عبر استبانة قصيرة أو حديث مباشر، وتابع عدد من يغادرون خلال عامهم الأول. وسرعان ما تتضح الأنماط: إدارة بعينها، أو فجوة بين إعلان الوظيفة وواقعها، أو مدير يحتاج إلى دعم. وتستحق تهيئة الموظفين السعوديين عناية خاصة، لأن تسربهم المبكر يؤثر مباشرة في تصنيف الشركة في برنامج نطاقات، فضلًا عن أثره في ثقافتها. ومعالجة السبب أقل كلفة دائمًا تقريبًا من إعادة التوظيف.',
        },
      ],
    },
  },
  {
    slug: 'salary-benchmarking-how-to-set-pay-ranges',
    category: 'hr-insights',
    author: 'yousef-alotaibi',
    publishedDaysAgo: 41,
    title: {
      en: 'Salary Benchmarking: How to Set Pay Ranges That Hold Up',
      ar: 'المقارنة المرجعية للرواتب: كيف تبني نطاقات أجور متماسكة',
    },
    excerpt: {
      en: 'Pay decisions based on anecdotes cost money both ways. How Gulf employers can use salary survey data to build pay ranges they can explain and defend.',
      ar: 'قرارات الأجور المبنية على الانطباعات مكلفة في الاتجاهين. كيف يستفيد أصحاب العمل في الخليج من بيانات مسوح الرواتب لبناء نطاقات أجور يمكن تفسيرها والدفاع عنها.',
    },
    coverAlt: {
      en: 'Abstract illustration of overlapping pay range bars on a grid crossed by a median line',
      ar: 'رسم تجريدي لأعمدة نطاقات أجور متداخلة على شبكة يعبرها خط الوسيط',
    },
    body: {
      en: [
        {
          p: 'Ask five hiring managers in Riyadh what a senior financial analyst earns and you will get five different answers, each based on the last person they hired or the last offer they lost. Pay set this way drifts: some roles are overpaid and quietly inflate costs, others are underpaid and lose good people. Salary benchmarking replaces anecdote with structured market data, so that pay decisions can be explained to candidates, employees and the board.',
        },
        { h2: 'Match jobs by content, not title' },
        {
          p: 'Job titles in the Gulf are notoriously inconsistent. A manager in one company would be a specialist in another, and a director in a family group may have the scope of a senior manager in a multinational. Good benchmarking matches each role to survey jobs using its responsibilities, reporting line, team size and required experience. Expect job matching to take more time than any other step; it is where most benchmarking errors begin.',
        },
        { h2: 'Read the data correctly' },
        { p: 'A credible salary survey reports each job as a distribution, not a single average. The terms you will see most often are:' },
        {
          ul: [
            'P25, P50 and P75: the 25th percentile, median and 75th percentile of market pay for the job',
            'Basic salary versus total cash, which adds fixed allowances and variable pay',
            'Sample size: how many organisations and job holders sit behind each figure',
            'Effective date: when the data was collected, so that it can be aged forward to today',
          ],
        },
        {
          p: 'Compare like with like. Packages in Saudi Arabia and the UAE are built from basic salary plus housing, transport and other allowances, and companies split them differently. Benchmark total fixed cash as well as basic salary, or you will misread the market. Check, too, whether the figures mix Saudi or Emirati nationals with expatriates, because pay for nationals in many roles sits at different levels and is shaped by demand from localisation programmes.',
        },
        { h2: 'Turn data into pay ranges' },
        {
          p: "Decide your market position first. Many organisations target the median for most roles and pay above it for skills that are scarce or critical to their strategy. Build a range around the target, commonly with the minimum and maximum set 15 to 25 percent either side of the midpoint for professional roles, and wider for senior grades. Then review each employee's compa-ratio: their salary divided by the midpoint of the range. A ratio well below 0.9 signals a retention risk; one well above 1.1 deserves scrutiny.",
        },
        { h2: 'Keep it current' },
        {
          p: 'Gulf labour markets move quickly, especially in sectors growing under Vision 2030 such as tourism, construction, technology and healthcare. Refresh your benchmarks at least once a year before the salary review, and check roles in high demand more often. Involve line managers in job matching and document your method. The result is a pay structure that supports fair decisions and stands up to challenge.',
        },
      ],
      ar: [
        {
          p: 'لو سألت خمسة من مديري التوظيف في الرياض عن راتب محلل مالي أول، لحصلت على خمس إجابات مختلفة، يستند كل منها إلى آخر شخص وظّفه المدير أو آخر عرض خسره. والأجور التي تُحدَّد بهذه الطريقة تنحرف مع الوقت: فبعض الوظائف تُدفع أكثر من قيمتها فتتضخم التكاليف بصمت، وبعضها يُدفع أقل فتخسر الشركة كفاءاتها. أما المقارنة المرجعية للرواتب فتستبدل بالانطباعات بيانات سوقية منظمة، بحيث يمكن تفسير قرارات الأجور للمرشحين والموظفين ومجلس الإدارة.',
        },
        { h2: 'طابِق الوظائف بمضمونها لا بمسمياتها' },
        {
          p: 'المسميات الوظيفية في الخليج متفاوتة إلى حد بعيد؛ فمن يحمل لقب مدير في شركة قد يكون أخصائيًا في أخرى، ومدير الإدارة في مجموعة عائلية قد لا يتجاوز نطاق عمله نطاق مدير أول في شركة متعددة الجنسيات. لذا تعتمد المقارنة الجيدة على مطابقة كل وظيفة بنظيرتها في المسح وفق مسؤولياتها وخط ارتباطها الإداري وحجم فريقها والخبرة المطلوبة لها. وتوقّع أن تستغرق المطابقة وقتًا أطول من أي خطوة أخرى، فمنها تنشأ معظم أخطاء المقارنة.',
        },
        { h2: 'اقرأ البيانات قراءة صحيحة' },
        { p: 'يعرض مسح الرواتب الموثوق كل وظيفة في صورة توزيع لا متوسط واحد. وأكثر المصطلحات التي ستصادفها:' },
        {
          ul: [
            'المئين الخامس والعشرون والوسيط والمئين الخامس والسبعون (P25 و P50 و P75) لرواتب الوظيفة في السوق',
            'الراتب الأساسي مقابل إجمالي الدخل النقدي الذي يضيف إليه البدلات الثابتة والأجر المتغير',
            'حجم العينة، أي عدد المنشآت وشاغلي الوظيفة الذين تستند إليهم كل قيمة',
            'تاريخ سريان البيانات، أي موعد جمعها، لتحديثها بما يتناسب مع الوقت الحاضر',
          ],
        },
        {
          p: 'قارن المتماثلات. فالرواتب في السعودية والإمارات تتكون من الراتب الأساسي مضافًا إليه بدلات السكن والنقل وغيرها، وتختلف الشركات في طريقة توزيعها. لذا قارن إجمالي الدخل الثابت إلى جانب الراتب الأساسي، وإلا أسأت قراءة السوق. وتحقق كذلك مما إذا كانت الأرقام تجمع بين المواطنين السعوديين أو الإماراتيين والوافدين، لأن رواتب المواطنين في كثير من الوظائف تأتي في مستويات مختلفة وتتأثر بالطلب الناشئ عن برامج التوطين.',
        },
        { h2: 'حوّل البيانات إلى نطاقات أجور' },
        {
          p: 'حدّد موقعك في السوق أولًا. تستهدف مؤسسات كثيرة الوسيط لمعظم الوظائف، وتدفع أعلى منه للمهارات النادرة أو الحيوية لاستراتيجيتها. ثم ابنِ نطاقًا حول النقطة المستهدفة، يقع حدّاه الأدنى والأعلى عادة على بعد خمسة عشر إلى خمسة وعشرين في المئة من منتصفه في الوظائف المهنية، ويتسع في الدرجات القيادية. وبعد ذلك راجع نسبة المقارنة لكل موظف، أي راتبه مقسومًا على منتصف النطاق. فالنسبة التي تقل كثيرًا عن 0.9 تنذر بخطر التسرب، وتلك التي تتجاوز 1.1 بوضوح تستحق التدقيق.',
        },
        { h2: 'حافظ على تحديث بياناتك' },
        {
          p: 'تتحرك أسواق العمل في الخليج بسرعة، لا سيما في القطاعات التي تنمو في ظل رؤية السعودية 2030، كالسياحة والبناء والتقنية والرعاية الصحية. لذا حدّث مقارناتك مرة في السنة على الأقل قبل مراجعة الرواتب، وتابع الوظائف الأكثر طلبًا على فترات أقصر. وأشرِك المديرين المباشرين في مطابقة الوظائف، ووثّق منهجيتك، لتحصل على هيكل أجور يدعم القرارات العادلة ويصمد أمام أي مساءلة.',
        },
      ],
    },
  },
  {
    slug: 'managing-probation-periods-saudi-arabia-uae',
    category: 'hr-insights',
    author: 'sara-alqahtani',
    publishedDaysAgo: 120,
    title: {
      en: 'Managing Probation Periods in Saudi Arabia and the UAE',
      ar: 'إدارة فترة التجربة في السعودية والإمارات',
    },
    excerpt: {
      en: 'Probation is a legal window with firm limits in both countries. How to use it to reach a sound decision, and the mistakes that turn it into a dispute.',
      ar: 'فترة التجربة نافذة نظامية لها حدود واضحة في البلدين. كيف تستثمرها للوصول إلى قرار سليم، وما الأخطاء التي تحوّلها إلى نزاع عمالي.',
    },
    coverAlt: {
      en: 'Abstract illustration of an hourglass beside a calendar with a marked checkpoint',
      ar: 'رسم تجريدي لساعة رملية بجانب تقويم عليه نقطة مراجعة بارزة',
    },
    body: {
      en: [
        {
          p: 'Probation is the one period in which both employer and employee can test the relationship with limited obligations. In the Gulf, however, it is tightly defined by law, and many of the disputes we see start with a probation period that was mismanaged: a decision taken after the deadline, no documented feedback, or a second probation that the law does not allow.',
        },
        { h2: 'What the law says in Saudi Arabia' },
        {
          p: "Under the Saudi Labour Law, probation must be stated clearly in the written contract. It may not exceed 90 days, although the parties can agree in writing to extend it, provided the total does not exceed 180 days. Eid al-Fitr and Eid al-Adha holidays and sick leave are not counted within the probation period. An employee may not be placed on probation twice with the same employer, unless both parties agree and the new probation relates to a different profession or role, or more than six months have passed since the relationship ended. If the contract ends during probation, no end-of-service award is due. Because the law has been amended in recent years, always check the current text on the ministry's website.",
        },
        { h2: 'What the law says in the UAE' },
        {
          p: "Federal Decree-Law No. 33 of 2021 caps probation at six months. An employer who ends employment during probation must give at least 14 days' written notice. An employee who resigns during probation to join another employer in the UAE must give one month's notice, and the new employer may have to compensate the original employer for recruitment costs unless agreed otherwise; an employee who is leaving the country must give 14 days' notice. Probation may be applied only once with the same employer.",
        },
        { h2: 'Using probation well' },
        { p: 'The law sets the boundaries; good management makes the decision. We recommend that employers:' },
        {
          ul: [
            'Set three to five written objectives in the first week, linked to the onboarding plan',
            'Hold a documented mid-point review, so that concerns are raised early and the employee has a fair chance to improve',
            'Schedule the final review at least two weeks before the probation end date, leaving time for notice where it applies',
            'Confirm the outcome in writing, whether it is confirmation, an extension within the legal limit or termination',
          ],
        },
        {
          p: 'If the decision is to end the contract, be factual and respectful, and refer to the objectives and reviews rather than to personality. Handle the final settlement promptly, including any salary due and leave balance, and cancel or transfer the visa and work permit according to the process of the relevant authority.',
        },
        { h2: 'Common mistakes' },
        {
          p: "The errors that most often lead to claims are predictable: letting the probation period lapse and then trying to terminate under probation rules, extending probation in Saudi Arabia without the employee's written agreement, starting a new probation after an internal transfer, and relying on verbal feedback that leaves no record. A clear calendar and a standard review form prevent nearly all of them, and they give new employees the clarity they need to succeed.",
        },
      ],
      ar: [
        {
          p: 'فترة التجربة هي المرحلة الوحيدة التي يستطيع فيها صاحب العمل والموظف اختبار العلاقة بينهما بالتزامات محدودة. غير أنها في الخليج محكومة بنصوص نظامية دقيقة، وكثير من النزاعات التي نطّلع عليها يبدأ بسوء إدارتها: قرار يُتخذ بعد انقضاء المدة، أو غياب أي ملاحظات موثقة، أو فترة تجربة ثانية لا يجيزها النظام.',
        },
        { h2: 'ما ينص عليه نظام العمل السعودي' },
        {
          p: 'يشترط نظام العمل السعودي أن يُنص على فترة التجربة صراحة في العقد المكتوب، وألا تتجاوز تسعين يومًا، ويجوز للطرفين الاتفاق كتابةً على تمديدها بشرط ألا يزيد مجموعها على مئة وثمانين يومًا. ولا تدخل في حسابها إجازتا عيد الفطر وعيد الأضحى ولا الإجازات المرضية. ولا يجوز وضع العامل تحت التجربة أكثر من مرة لدى صاحب العمل نفسه، إلا باتفاق الطرفين إذا كانت التجربة الجديدة في مهنة أو عمل آخر، أو إذا مضت ستة أشهر على انتهاء علاقته بصاحب العمل. وإذا انتهى العقد خلال فترة التجربة فلا تستحق عنه مكافأة نهاية الخدمة. ولأن النظام عُدّل أكثر من مرة في السنوات الأخيرة، فاحرص دائمًا على مراجعة النص الساري في موقع الوزارة.',
        },
        { h2: 'ما ينص عليه القانون الإماراتي' },
        {
          p: 'يحدد المرسوم بقانون اتحادي رقم 33 لسنة 2021 الحد الأقصى لفترة التجربة بستة أشهر. وإذا أراد صاحب العمل إنهاء العقد خلالها فعليه إخطار الموظف كتابيًا قبل أربعة عشر يومًا على الأقل. أما الموظف الذي يستقيل خلال فترة التجربة للانتقال إلى صاحب عمل آخر داخل الدولة فعليه إخطار قبل شهر، وقد يُلزم صاحب العمل الجديد بتعويض صاحب العمل الأصلي عن تكاليف الاستقدام ما لم يُتفق على غير ذلك، في حين يلتزم الموظف الذي يغادر الدولة بإخطار مدته أربعة عشر يومًا. ولا يجوز إخضاع العامل لفترة التجربة إلا مرة واحدة لدى صاحب العمل نفسه.',
        },
        { h2: 'كيف تستثمر فترة التجربة' },
        { p: 'يرسم النظام الحدود، أما القرار السليم فتصنعه الإدارة الجيدة. ولذلك نوصي أصحاب العمل بما يلي:' },
        {
          ul: [
            'وضع ثلاثة إلى خمسة أهداف مكتوبة في الأسبوع الأول، مرتبطة بخطة التهيئة',
            'عقد مراجعة موثقة في منتصف الفترة، لتُطرح الملاحظات مبكرًا ويحظى الموظف بفرصة عادلة للتحسن',
            'تحديد موعد المراجعة النهائية قبل انتهاء فترة التجربة بأسبوعين على الأقل، لإتاحة الوقت للإخطار حيث يلزم',
            'تأكيد النتيجة كتابيًا، سواء كانت تثبيتًا أو تمديدًا في الحدود النظامية أو إنهاءً للعقد',
          ],
        },
        {
          p: 'وإن كان القرار إنهاء العقد، فليكن الحديث موضوعيًا ومحترمًا، يستند إلى الأهداف والمراجعات لا إلى الصفات الشخصية. وأنجز التسوية النهائية دون تأخير، بما فيها الأجر المستحق ورصيد الإجازات، ثم ألغِ التأشيرة وتصريح العمل أو انقلهما وفق إجراءات الجهة المختصة.',
        },
        { h2: 'أخطاء شائعة' },
        {
          p: 'الأخطاء التي تقود في الغالب إلى المطالبات العمالية معروفة سلفًا: ترك فترة التجربة تنقضي ثم محاولة إنهاء العقد وفق أحكامها، وتمديدها في السعودية دون موافقة كتابية من الموظف، وبدء فترة تجربة جديدة بعد نقل داخلي، والاكتفاء بملاحظات شفهية لا تترك أثرًا موثقًا. ويكفي تقويم واضح ونموذج موحد للمراجعة لتفادي معظمها، فضلًا عن أنهما يمنحان الموظف الجديد الوضوح الذي يحتاجه لينجح.',
        },
      ],
    },
  },
  {
    slug: 'hr-outsourcing-what-to-outsource-and-what-to-keep',
    category: 'hr-insights',
    author: 'omar-haddad',
    publishedDaysAgo: 174,
    title: {
      en: 'HR Outsourcing: What to Hand Over and What to Keep In-House',
      ar: 'الإسناد الخارجي للموارد البشرية: ما الذي تسنده وما الذي تحتفظ به',
    },
    excerpt: {
      en: 'Outsourcing payroll, government relations or recruitment can free your HR team for strategic work. A practical framework for deciding what to outsource, and how.',
      ar: 'إسناد الرواتب أو الخدمات الحكومية أو التوظيف إلى جهة متخصصة يفرّغ فريق الموارد البشرية للعمل الاستراتيجي. إطار عملي لتحديد ما تسنده وكيف تسنده.',
    },
    coverAlt: {
      en: 'Abstract illustration of two interlocking gears, one set inside the outline of an office',
      ar: 'رسم تجريدي لترسين متشابكين يقع أحدهما داخل مخطط مبنى مكاتب',
    },
    body: {
      en: [
        {
          p: 'For a growing company in Saudi Arabia or the UAE, the administrative load of HR arrives early. Payroll must run through the wage protection system, contracts must be documented, visas and residency permits renewed, social insurance or pension contributions paid, and medical insurance kept current for every employee and dependant. None of this is optional, and all of it runs to deadlines. Outsourcing part of the work can bring expertise and reliability, but only if you choose carefully what to hand over.',
        },
        { h2: 'Good candidates for outsourcing' },
        { p: 'Tasks that are rules-based, recurring and dependent on up-to-date regulatory knowledge are usually the best fit:' },
        {
          ul: [
            'Payroll processing, including WPS files in the UAE and submissions through Mudad in Saudi Arabia',
            'Government relations: visas, iqama and residency issuance and renewals, work permits and exit and re-entry visas',
            'Social insurance and pension registrations and monthly contributions',
            'High-volume or specialist recruitment, through recruitment process outsourcing or a retained search partner',
            'Supplementary staff for projects and seasonal peaks, supplied by a licensed provider',
          ],
        },
        { h2: 'What to keep in-house' },
        {
          p: 'Anything that defines how your company leads and treats its people should stay inside. That includes organisational design, leadership hiring decisions, performance management, employee relations and the culture you want to build. A provider can advise on these areas and supply tools, but ownership must sit with your management team. A useful test: if an employee would expect to hear a decision from their own manager, do not outsource it.',
        },
        { h2: 'Choosing a provider' },
        {
          p: "Ask the questions that matter in a Gulf context. Is the provider licensed for the services it offers, for example by the Ministry of Human Resources and Social Development for outsourced staffing in Saudi Arabia? How does it handle personal data under Saudi Arabia's Personal Data Protection Law or the UAE's federal data protection law? What service levels does it commit to for payroll accuracy and turnaround times, and what happens if it misses them? Who will your named contact be, and do they work in both Arabic and English?",
        },
        { h2: 'Make the handover work' },
        {
          p: 'Start with a clear scope and a month of parallel payroll runs, so that errors are caught before employees see them. Agree a monthly report covering headcount, costs, expiring documents and open issues. Review the relationship every quarter and keep an exit plan: your data, templates and records should always be retrievable. Outsourcing works best as a partnership in which your HR team focuses on people and strategy while the provider keeps administration accurate, compliant and on time.',
        },
      ],
      ar: [
        {
          p: 'تواجه الشركات النامية في السعودية والإمارات أعباء الموارد البشرية الإدارية في وقت مبكر من مسيرتها. فالرواتب يجب أن تُصرف عبر نظام حماية الأجور، والعقود يجب أن توثَّق، والتأشيرات والإقامات يجب أن تُجدَّد، واشتراكات التأمينات الاجتماعية أو المعاشات يجب أن تُسدَّد، والتأمين الطبي يجب أن يظل ساريًا لكل موظف ومن يعولهم. ولا شيء من ذلك اختياري، وكله مرتبط بمواعيد دقيقة. وقد يمنحك إسناد جزء من هذه الأعمال إلى جهة خارجية خبرةً وموثوقية أعلى، بشرط أن تحسن اختيار ما تسنده.',
        },
        { h2: 'الأعمال الأنسب للإسناد' },
        { p: 'أنسب المهام للإسناد هي تلك التي تقوم على قواعد واضحة، وتتكرر بانتظام، وتتطلب معرفة محدّثة بالأنظمة:' },
        {
          ul: [
            'معالجة الرواتب، بما فيها ملفات نظام حماية الأجور في الإمارات والرفع عبر منصة مدد في السعودية',
            'الخدمات الحكومية: التأشيرات وإصدار الإقامات وتجديدها وتصاريح العمل وتأشيرات الخروج والعودة',
            'التسجيل في التأمينات الاجتماعية وأنظمة المعاشات وسداد الاشتراكات الشهرية',
            'التوظيف بأعداد كبيرة أو في التخصصات الدقيقة، عبر إسناد عمليات التوظيف أو شريك متخصص في البحث عن الكفاءات',
            'توفير كوادر مساندة للمشاريع ومواسم الذروة عبر جهة مرخصة',
          ],
        },
        { h2: 'ما ينبغي أن يبقى داخل الشركة' },
        {
          p: 'كل ما يحدد طريقة قيادة شركتك لموظفيها وتعاملها معهم ينبغي أن يبقى في الداخل، ومن ذلك التصميم التنظيمي، وقرارات تعيين القيادات، وإدارة الأداء، وعلاقات الموظفين، والثقافة التي تسعى إلى بنائها. ويمكن لمزود الخدمة أن يقدم المشورة والأدوات في هذه المجالات، لكن المسؤولية عنها تبقى لفريقك الإداري. وهناك اختبار بسيط ومفيد: إن كان الموظف يتوقع أن يسمع القرار من مديره مباشرة، فلا تسنده إلى جهة خارجية.',
        },
        { h2: 'كيف تختار مزود الخدمة' },
        {
          p: 'اطرح الأسئلة التي تهم في السياق الخليجي: هل يحمل المزود التراخيص اللازمة للخدمات التي يقدمها، كترخيص وزارة الموارد البشرية والتنمية الاجتماعية لخدمات توفير الكوادر في السعودية؟ وكيف يتعامل مع البيانات الشخصية وفق نظام حماية البيانات الشخصية في المملكة أو القانون الاتحادي لحماية البيانات الشخصية في الإمارات؟ وما مستويات الخدمة التي يلتزم بها في دقة الرواتب ومدد الإنجاز، وما الذي يترتب على الإخلال بها؟ ومن سيكون مسؤول التواصل معك، وهل يعمل بالعربية والإنجليزية معًا؟',
        },
        { h2: 'اجعل عملية التسليم ناجحة' },
        {
          p: 'ابدأ بنطاق عمل واضح، وشغّل الرواتب بالتوازي لمدة شهر لاكتشاف الأخطاء قبل أن تصل إلى الموظفين. واتفق على تقرير شهري يغطي أعداد الموظفين والتكاليف والوثائق التي يقترب انتهاؤها والمسائل المفتوحة. وراجع العلاقة كل ثلاثة أشهر، واحتفظ بخطة للخروج تضمن لك استرجاع بياناتك ونماذجك وسجلاتك في أي وقت. فالإسناد الخارجي ينجح حين يكون شراكة حقيقية، يركز فيها فريقك على الناس والاستراتيجية، ويتولى المزود إنجاز الأعمال الإدارية بدقة والتزام وفي مواعيدها.',
        },
      ],
    },
  },
  {
    slug: 'end-of-service-gratuity-saudi-arabia-uae',
    category: 'gulf-market',
    author: 'faisal-alharbi',
    publishedDaysAgo: 19,
    title: {
      en: 'End-of-Service Gratuity in Saudi Arabia and the UAE Explained',
      ar: 'مكافأة نهاية الخدمة في السعودية والإمارات: شرح مبسّط',
    },
    excerpt: {
      en: 'How the end-of-service award is calculated in each country, what changes when an employee resigns, and the payroll habits that prevent disputes.',
      ar: 'كيف تُحسب مكافأة نهاية الخدمة في كل من البلدين، وما الذي يتغير حين يستقيل الموظف، وما الممارسات التي تقي من النزاعات.',
    },
    coverAlt: {
      en: 'Abstract illustration of stacks of coins growing along a timeline',
      ar: 'رسم تجريدي لأكوام من العملات المعدنية تتنامى على امتداد خط زمني',
    },
    body: {
      en: [
        {
          p: "End-of-service gratuity is one of the largest liabilities on a Gulf employer's balance sheet and one of the entitlements employees ask about most. Both Saudi Arabia and the UAE calculate it from length of service and last wage, but the rules differ in important ways. Here is a practical overview; for a specific case, check the current law and the official calculators published by the labour ministries.",
        },
        { h2: 'Saudi Arabia' },
        {
          p: "Under Article 84 of the Saudi Labour Law, when the employer ends the contract or a fixed-term contract expires, the employee receives half a month's wage for each of the first five years of service and a full month's wage for each year after that, with part years counted proportionately. The calculation uses the last wage, and employers should confirm which fixed allowances, such as housing and transport, form part of that wage under the contract.",
        },
        { p: 'Resignation reduces the award. Under Article 85, an employee who resigns receives:' },
        {
          ul: [
            'Nothing if their service is less than two years',
            'One third of the award for two to five years of service',
            'Two thirds of the award for five to ten years',
            'The full award after ten years or more',
          ],
        },
        {
          p: 'There are exceptions. A woman who resigns within six months of marriage or within three months of giving birth receives the full award, as does an employee who leaves because of force majeure or for reasons the law attributes to the employer.',
        },
        { h2: 'The United Arab Emirates' },
        {
          p: "Under Federal Decree-Law No. 33 of 2021, a full-time employee with at least one year of continuous service is entitled to 21 days' basic wage for each of the first five years and 30 days' basic wage for each additional year, with the total capped at two years' wage. Two differences from Saudi Arabia matter. First, the UAE calculation uses basic salary only, which is why the split between basic pay and allowances is so important in UAE packages. Second, the current law no longer reduces gratuity when the employee resigns. Days of unpaid absence are excluded from the service period. UAE nationals are covered by the national pension system instead, and in 2023 the government introduced an optional savings scheme that allows private employers to invest gratuity contributions in approved funds. Some free zones, such as the Dubai International Financial Centre, apply their own rules.",
        },
        { h2: 'Avoiding disputes' },
        {
          ul: [
            'Record basic salary and each allowance separately in every contract and payslip',
            'Accrue the liability monthly rather than searching for cash when someone leaves',
            'Pay the final settlement within the legal deadline, with a written breakdown of the calculation',
            'Keep accurate records of unpaid leave and contract changes that affect the service period',
          ],
        },
        {
          p: "Gratuity is rarely disputed when it is explained clearly. A short written calculation shared with the departing employee prevents most misunderstandings and protects the company's reputation with the people who stay.",
        },
      ],
      ar: [
        {
          p: 'تُعد مكافأة نهاية الخدمة من أكبر الالتزامات المالية على أصحاب العمل في الخليج، ومن أكثر المستحقات التي يسأل عنها الموظفون. وتعتمد المملكة العربية السعودية والإمارات كلتاهما في حسابها على مدة الخدمة وآخر أجر، لكن بين النظامين فروقًا جوهرية. نقدم هنا عرضًا عمليًا موجزًا، وننصح عند دراسة أي حالة بعينها بالرجوع إلى النص النظامي الساري والحاسبات الرسمية التي تتيحها وزارتا العمل في البلدين.',
        },
        { h2: 'المملكة العربية السعودية' },
        {
          p: 'بموجب المادة الرابعة والثمانين من نظام العمل السعودي، إذا أنهى صاحب العمل العقد أو انتهت مدة العقد محدد المدة، استحق العامل أجر نصف شهر عن كل سنة من السنوات الخمس الأولى، وأجر شهر كامل عن كل سنة من السنوات التالية، مع احتساب أجزاء السنة بنسبة ما قضاه منها في العمل. ويُحسب ذلك على أساس الأجر الأخير، وعلى صاحب العمل أن يتحقق من البدلات الثابتة، كبدل السكن وبدل النقل، التي تدخل في هذا الأجر وفق العقد.',
        },
        { p: 'وتقل المكافأة عند الاستقالة، إذ تنص المادة الخامسة والثمانون على أن العامل المستقيل يستحق:' },
        {
          ul: [
            'لا شيء إذا قلت مدة خدمته عن سنتين',
            'ثلث المكافأة إذا كانت مدة خدمته من سنتين إلى خمس سنوات',
            'ثلثي المكافأة إذا كانت من خمس سنوات إلى عشر',
            'المكافأة كاملة إذا بلغت عشر سنوات فأكثر',
          ],
        },
        {
          p: 'ولهذه القاعدة استثناءات، فالعاملة التي تستقيل خلال ستة أشهر من زواجها أو خلال ثلاثة أشهر من وضعها تستحق المكافأة كاملة، وكذلك العامل الذي يترك العمل بسبب قوة قاهرة أو لأسباب ينسبها النظام إلى صاحب العمل.',
        },
        { h2: 'الإمارات العربية المتحدة' },
        {
          p: 'وفق المرسوم بقانون اتحادي رقم 33 لسنة 2021، يستحق الموظف بدوام كامل الذي أتم سنة متصلة على الأقل أجر واحد وعشرين يومًا من الراتب الأساسي عن كل سنة من السنوات الخمس الأولى، وأجر ثلاثين يومًا عن كل سنة تزيد على ذلك، على ألا يتجاوز مجموع المكافأة أجر سنتين. ويختلف ذلك عن النظام السعودي في أمرين مهمين: الأول أن الحساب في الإمارات يقوم على الراتب الأساسي وحده، ولهذا تكتسب نسبة الراتب الأساسي إلى البدلات أهمية كبيرة في الرواتب الإماراتية، والثاني أن القانون الحالي لم يعد ينقص المكافأة عند استقالة الموظف. ولا تُحتسب أيام الغياب دون أجر ضمن مدة الخدمة. أما المواطنون الإماراتيون فيشملهم نظام المعاشات الوطني بدلًا من ذلك، وقد أطلقت الحكومة في عام 2023 نظام ادخار اختياريًا يتيح لأصحاب العمل في القطاع الخاص استثمار مستحقات نهاية الخدمة في صناديق معتمدة. وتطبّق بعض المناطق الحرة، كمركز دبي المالي العالمي، قواعدها الخاصة.',
        },
        { h2: 'كيف تتجنب النزاعات' },
        {
          ul: [
            'دوّن الراتب الأساسي وكل بدل على حدة في كل عقد وكشف راتب',
            'كوّن مخصصًا شهريًا لهذا الالتزام بدلًا من البحث عن السيولة عند مغادرة الموظف',
            'اصرف التسوية النهائية خلال المهلة النظامية، مع بيان مكتوب بتفاصيل الحساب',
            'احتفظ بسجلات دقيقة للإجازات غير المدفوعة ولتعديلات العقد التي تؤثر في مدة الخدمة',
          ],
        },
        {
          p: 'ونادرًا ما تثور الخلافات حول مكافأة نهاية الخدمة حين تُشرح بوضوح. فبيان مكتوب موجز بطريقة الحساب يُسلَّم إلى الموظف المغادر يمنع معظم سوء الفهم، ويحفظ سمعة الشركة لدى من بقي من موظفيها.',
        },
      ],
    },
  },
  {
    slug: 'saudization-and-nitaqat-guide-for-employers',
    category: 'gulf-market',
    author: 'yousef-alotaibi',
    publishedDaysAgo: 34,
    title: {
      en: 'Saudization and Nitaqat: A Practical Guide for Employers',
      ar: 'السعودة وبرنامج نطاقات: دليل عملي لأصحاب العمل',
    },
    excerpt: {
      en: 'How Nitaqat classifies your company, what counts towards your Saudization rate, and how to build a localisation plan based on capability, not just compliance.',
      ar: 'كيف يصنّف برنامج نطاقات منشأتك، وما الذي يُحتسب في نسبة السعودة، وكيف تبني خطة توطين تقوم على بناء القدرات لا على الامتثال وحده.',
    },
    coverAlt: {
      en: 'Abstract illustration of coloured bands rising in steps towards a green peak',
      ar: 'رسم تجريدي لنطاقات ملونة ترتفع على هيئة درجات نحو قمة خضراء',
    },
    body: {
      en: [
        {
          p: "Saudization, the national effort to increase the employment of Saudi citizens in the private sector, is central to Vision 2030's labour market goals. For employers it is both a compliance obligation and, handled well, a source of committed, well-connected talent. The main instrument is Nitaqat, run by the Ministry of Human Resources and Social Development, which measures each establishment's share of Saudi employees against a required level.",
        },
        { h2: 'How Nitaqat works' },
        {
          p: 'Each establishment is classified by its economic activity and size, and its required Saudization rate is set accordingly. In the current version of the programme, the required rate is calculated by a formula linked to the number of employees, so it rises gradually as the company grows rather than jumping between size categories. Establishments are placed in bands from red, the lowest, through levels of green up to platinum. The band matters: companies in the red band face restrictions on services such as issuing new work visas and renewing work permits for expatriate staff, while higher bands enjoy easier access to government services through Qiwa.',
        },
        { h2: 'What counts' },
        { p: 'Not every Saudi on the payroll counts in full. The rules look at factors such as:' },
        {
          ul: [
            'Registration with GOSI at a wage at or above the threshold the ministry sets for full counting',
            'Regular salary payment through Mudad, the wage protection platform',
            'An employment contract documented on Qiwa',
            'Special weighting for certain groups, such as employees with disabilities',
          ],
        },
        {
          p: "Because thresholds and weightings are updated from time to time, HR teams should check their Qiwa dashboard regularly rather than relying on last year's assumptions. Alongside Nitaqat, the ministry issues localisation decisions for specific professions and sectors, for example in sales, accounting, engineering and some healthcare roles, each with its own required percentages and minimum salaries.",
        },
        { h2: 'Beyond compliance' },
        {
          p: 'Companies that treat Saudization as a headcount exercise tend to struggle with retention, which in turn threatens their band. The more successful approach is a localisation plan built around real roles:',
        },
        {
          ul: [
            'Map which positions can be filled by Saudi talent now and which need a development pathway',
            'Use support from the Human Resources Development Fund (Hadaf) for training and wage subsidies where you are eligible',
            'Invest in graduate programmes and structured onboarding, since early attrition is the biggest threat to your rate',
            'Benchmark pay for Saudi professionals against the market, not against expatriate grades',
          ],
        },
        { h2: 'A word on shortcuts' },
        {
          p: 'Registering nationals who do not actually work, often called fake Saudization, is a violation that the ministry inspects for and penalises. Beyond the legal risk, it wastes a real opportunity. Saudi talent pools in finance, technology, HR, engineering and customer-facing roles are deeper than many employers assume, and a well-run recruitment process with clear career paths is the surest route to both compliance and performance.',
        },
      ],
      ar: [
        {
          p: 'تمثل السعودة، أي الجهود الوطنية لزيادة توظيف المواطنين السعوديين في القطاع الخاص، ركيزة أساسية في مستهدفات رؤية السعودية 2030 لسوق العمل. وهي بالنسبة إلى أصحاب العمل التزام نظامي من جهة، ومصدر لكفاءات ملتزمة وواسعة العلاقات من جهة أخرى إذا أُحسنت إدارتها. وأداتها الرئيسية برنامج نطاقات الذي تديره وزارة الموارد البشرية والتنمية الاجتماعية، ويقيس نسبة الموظفين السعوديين في كل منشأة مقارنة بالنسبة المطلوبة منها.',
        },
        { h2: 'كيف يعمل برنامج نطاقات' },
        {
          p: 'تُصنَّف كل منشأة بحسب نشاطها الاقتصادي وحجمها، وتُحدَّد نسبة السعودة المطلوبة منها على هذا الأساس. وفي النسخة الحالية من البرنامج تُحسب النسبة المطلوبة بمعادلة ترتبط بعدد العاملين، فترتفع تدريجيًا مع نمو الشركة بدلًا من أن تقفز بين فئات الحجم. وتُوزَّع المنشآت على نطاقات تبدأ بالأحمر في أدنى السلم، مرورًا بمستويات الأخضر، وصولًا إلى البلاتيني. ولهذا التصنيف أثر مباشر، إذ تواجه منشآت النطاق الأحمر قيودًا على خدمات مثل إصدار تأشيرات العمل الجديدة وتجديد رخص العمل للعمالة الوافدة، في حين تحظى النطاقات الأعلى بتسهيلات أكبر في الخدمات الحكومية عبر منصة قوى.',
        },
        { h2: 'ما الذي يُحتسب' },
        { p: 'لا يُحتسب كل موظف سعودي في مسير الرواتب احتسابًا كاملًا، إذ تراعي القواعد عوامل منها:' },
        {
          ul: [
            'التسجيل في التأمينات الاجتماعية بأجر يساوي الحد الذي تحدده الوزارة للاحتساب الكامل أو يزيد عليه',
            'انتظام صرف الراتب عبر منصة مدد لحماية الأجور',
            'توثيق عقد العمل في منصة قوى',
            'أوزان احتساب خاصة لبعض الفئات، كالموظفين من ذوي الإعاقة',
          ],
        },
        {
          p: 'ولأن الحدود والأوزان تُحدَّث من حين لآخر، فعلى فرق الموارد البشرية متابعة لوحة مؤشرات منشأتها في منصة قوى بانتظام بدلًا من الاعتماد على افتراضات العام الماضي. وإلى جانب نطاقات، تُصدر الوزارة قرارات توطين لمهن وقطاعات بعينها، كالمبيعات والمحاسبة والهندسة وبعض المهن الصحية، تحدد لكل منها نسبًا مطلوبة وحدودًا دنيا للأجور خاصة بها.',
        },
        { h2: 'ما بعد الامتثال' },
        {
          p: 'الشركات التي تتعامل مع السعودة بوصفها مسألة أعداد فقط تعاني غالبًا في الاحتفاظ بموظفيها، وهو ما يهدد نطاقها في نهاية المطاف. أما النهج الأنجح فخطة توطين مبنية على وظائف حقيقية:',
        },
        {
          ul: [
            'حدّد الوظائف التي يمكن شغلها بكفاءات سعودية الآن، وتلك التي تحتاج إلى مسار تطوير',
            'استفد من دعم صندوق تنمية الموارد البشرية (هدف) للتدريب ودعم الأجور متى كنت مؤهلًا له',
            'استثمر في برامج الخريجين وفي تهيئة منظمة للموظفين الجدد، فالتسرب المبكر أكبر ما يهدد نسبتك',
            'قارن رواتب الكفاءات السعودية بالسوق، لا بسلالم رواتب الوافدين',
          ],
        },
        { h2: 'كلمة عن الطرق المختصرة' },
        {
          p: 'تسجيل مواطنين لا يعملون فعليًا، وهو ما يُعرف بالسعودة الوهمية، مخالفة تتابعها الوزارة بالتفتيش وتعاقب عليها. وفضلًا عن المخاطر النظامية، فإنه يضيّع فرصة حقيقية، فأعداد الكفاءات السعودية في المالية والتقنية والموارد البشرية والهندسة ووظائف خدمة العملاء أكبر مما يظنه كثير من أصحاب العمل، وعملية توظيف محكمة مع مسارات مهنية واضحة هي أضمن طريق إلى الامتثال والأداء معًا.',
        },
      ],
    },
  },
  {
    slug: 'emiratisation-targets-for-private-companies',
    category: 'gulf-market',
    author: 'layla-mansour',
    publishedDaysAgo: 67,
    title: {
      en: 'Emiratisation Targets: What Private Companies in the UAE Need to Know',
      ar: 'مستهدفات التوطين في الإمارات: ما تحتاج الشركات الخاصة إلى معرفته',
    },
    excerpt: {
      en: 'Emiratisation rules now reach most mid-sized and large private employers in the UAE. What the targets require, how Nafis helps and how to hire Emirati talent well.',
      ar: 'باتت قواعد التوطين في الإمارات تشمل معظم الشركات الخاصة المتوسطة والكبيرة. ما الذي تتطلبه المستهدفات، وكيف يدعمها برنامج نافس، وكيف توظف الكفاءات المواطنة بنجاح.',
    },
    coverAlt: {
      en: 'Abstract illustration of a rising line chart in the colours of the UAE flag',
      ar: 'رسم تجريدي لمنحنى بياني صاعد بألوان علم الإمارات',
    },
    body: {
      en: [
        {
          p: 'Emiratisation has moved from a policy aspiration to a measurable obligation for private-sector employers in the UAE. Since 2022, the Ministry of Human Resources and Emiratisation (MOHRE) has set annual targets, backed by financial contributions from companies that miss them, alongside substantial support for Emiratis joining the private sector through the Nafis programme. Employers who plan early find the targets manageable; those who leave it to the last quarter find the talent market crowded.',
        },
        { h2: 'Who is covered and what is required' },
        {
          ul: [
            'Companies with 50 or more employees must raise the share of Emiratis in skilled roles by 2 percent a year, towards 10 percent by the end of 2026, with progress checked in two stages each year',
            'Companies with 20 to 49 employees in specified economic sectors must employ at least one Emirati, and two from the following year',
            'Emirati employees must be registered with the relevant pension authority and paid through the Wage Protection System',
            'Companies that fall short pay a financial contribution for each required position left unfilled, at rates that rise year by year',
          ],
        },
        {
          p: "Free zone companies generally fall outside MOHRE's jurisdiction, but the rules and programmes continue to evolve, so confirm the position for your specific licence. The ministry publishes current targets and deadlines and sends reminders to covered companies ahead of each assessment date.",
        },
        { h2: 'Nafis: support for employers and employees' },
        {
          p: 'Nafis, the federal programme to raise the competitiveness of Emirati talent, offers salary support for eligible Emiratis in the private sector, child allowance, pension contribution support and a range of training programmes. For employers, this narrows the cost gap and widens the pool of candidates, many of whom are registered on the Nafis platform and actively looking for private-sector careers.',
        },
        { h2: 'Avoid fake Emiratisation' },
        {
          p: "MOHRE actively audits compliance. Registering Emiratis in roles that do not exist, or splitting establishments to stay under the thresholds, can lead to fines, a downgrade of the company's classification and the recovery of Nafis support already paid. The safest course is also the most useful one: real jobs, real responsibilities and real development.",
        },
        { h2: 'How to hire Emirati talent well' },
        {
          p: 'The companies we see succeed treat Emiratisation as a talent strategy. They identify roles in which Emirati hires can thrive and progress, for example in finance, HR, customer experience, technology and operations. They offer competitive, transparent packages and flexible arrangements where possible, run graduate and leadership programmes, and assign mentors to new joiners. They also prepare line managers, because retention depends far more on the manager than on the headline salary. Combined with a recruitment partner who knows the Emirati talent market, this approach turns a compliance target into lasting capability.',
        },
      ],
      ar: [
        {
          p: 'انتقل التوطين في الإمارات من كونه تطلعًا في السياسات العامة إلى التزام قابل للقياس على أصحاب العمل في القطاع الخاص. فمنذ عام 2022 تحدد وزارة الموارد البشرية والتوطين مستهدفات سنوية، تقابلها مساهمات مالية على الشركات التي لا تحققها، إلى جانب دعم كبير يقدمه برنامج نافس للمواطنين المنضمين إلى القطاع الخاص. وأصحاب العمل الذين يخططون مبكرًا يجدون هذه المستهدفات في المتناول، أما من يؤجلها إلى الربع الأخير من العام فيجد سوق الكفاءات مزدحمًا بالمنافسين.',
        },
        { h2: 'من تشملهم القواعد وما المطلوب' },
        {
          ul: [
            'الشركات التي يعمل فيها خمسون موظفًا فأكثر ملزمة بزيادة نسبة المواطنين في الوظائف المهارية بواقع 2% سنويًا، وصولًا إلى 10% بنهاية عام 2026، ويُتابَع التقدم على مرحلتين في كل عام',
            'الشركات التي يعمل فيها من عشرين إلى تسعة وأربعين موظفًا في قطاعات اقتصادية محددة ملزمة بتوظيف مواطن واحد على الأقل، ثم مواطنَين اثنين اعتبارًا من العام التالي',
            'يجب تسجيل الموظفين المواطنين لدى جهة المعاشات المختصة وصرف رواتبهم عبر نظام حماية الأجور',
            'تدفع الشركات التي لا تبلغ المستهدف مساهمة مالية عن كل وظيفة مطلوبة لم تُشغل، بمبالغ تزداد عامًا بعد عام',
          ],
        },
        {
          p: 'وتقع شركات المناطق الحرة في العموم خارج نطاق اختصاص الوزارة، غير أن القواعد والبرامج ما زالت تتطور، فتحقق من وضع منشأتك بحسب رخصتها. وتنشر الوزارة المستهدفات والمواعيد السارية، وترسل تذكيرات إلى الشركات المشمولة قبل كل موعد للتقييم.',
        },
        { h2: 'نافس: دعم لأصحاب العمل والموظفين' },
        {
          p: 'يقدم برنامج نافس، وهو البرنامج الاتحادي لرفع تنافسية الكوادر الإماراتية، دعمًا لرواتب المواطنين المؤهلين العاملين في القطاع الخاص، وعلاوة للأبناء، ودعمًا لاشتراكات التقاعد، ومجموعة من البرامج التدريبية. وهذا يقلّص فجوة التكلفة على أصحاب العمل ويوسّع قاعدة المرشحين، إذ إن كثيرًا منهم مسجلون في منصة نافس ويبحثون بجدية عن مسارات مهنية في القطاع الخاص.',
        },
        { h2: 'احذر التوطين الوهمي' },
        {
          p: 'تدقق الوزارة في الالتزام بفاعلية. فتسجيل مواطنين في وظائف غير موجودة، أو تقسيم المنشآت للبقاء دون الحدود المقررة، قد يعرّض الشركة لغرامات وخفض تصنيفها واسترداد ما صُرف من دعم نافس. والطريق الأسلم هو الأجدى أيضًا: وظائف حقيقية، ومسؤوليات حقيقية، وتطوير حقيقي.',
        },
        { h2: 'كيف توظّف الكفاءات الإماراتية بنجاح' },
        {
          p: 'الشركات التي نراها تنجح تتعامل مع التوطين بوصفه استراتيجية للكفاءات. فهي تحدد الوظائف التي يستطيع المواطنون أن يتميزوا فيها ويترقوا، كالمالية والموارد البشرية وتجربة العملاء والتقنية والعمليات، وتقدم حزمًا تنافسية واضحة وترتيبات عمل مرنة حيثما أمكن، وتدير برامج للخريجين وللقيادات، وتعيّن مرشدين للموظفين الجدد. كما تهيئ المديرين المباشرين، لأن الاحتفاظ بالموظف يتوقف على مديره أكثر بكثير مما يتوقف على الراتب المعلن. وحين يقترن ذلك بشريك توظيف يعرف سوق الكفاءات الإماراتية، يتحول المستهدف النظامي إلى قدرة دائمة.',
        },
      ],
    },
  },
  {
    slug: 'hiring-through-an-employer-of-record-in-the-gulf',
    category: 'gulf-market',
    author: 'faisal-alharbi',
    publishedDaysAgo: 150,
    title: {
      en: 'Hiring Through an Employer of Record in Saudi Arabia and the UAE',
      ar: 'التوظيف عبر صاحب العمل المسجّل في السعودية والإمارات',
    },
    excerpt: {
      en: 'An employer of record lets you hire in the Gulf before you set up a local entity. How the model works, where its limits lie and when it makes sense.',
      ar: 'يتيح لك صاحب العمل المسجّل التوظيف في الخليج قبل تأسيس كيان محلي. كيف يعمل هذا النموذج، وما حدوده، ومتى يكون الخيار الأنسب.',
    },
    coverAlt: {
      en: 'Abstract illustration of a bridge connecting a company building to a person on the far shore',
      ar: 'رسم تجريدي لجسر يصل مبنى شركة بشخص يقف على الضفة المقابلة',
    },
    body: {
      en: [
        {
          p: 'Foreign companies entering Saudi Arabia or the UAE often need people on the ground before their own legal entity is ready. Setting up a company, whether through a Ministry of Investment licence in Saudi Arabia or a mainland or free zone licence in the UAE, takes time, capital and local administration. An employer of record (EOR) offers a faster route: a licensed local company becomes the legal employer of your staff, while you direct their day-to-day work.',
        },
        { h2: 'How the model works' },
        {
          p: 'The EOR signs the employment contract, sponsors the work visa and residency, documents the contract with the authorities, runs payroll through the wage protection system, pays social insurance contributions and provides the mandatory medical insurance. You select the employee, set their objectives and manage their performance. A service agreement between you and the EOR sets out the fee, the package, who bears costs such as recruitment and relocation, and how the arrangement ends.',
        },
        { h2: 'When it makes sense' },
        {
          ul: [
            'Testing a new market with a small team before committing to an entity',
            'Hiring quickly for a project or contract that has already been won',
            'Employing a small number of people where running an entity would cost more than the service',
            'Bridging the months between a licence application and the entity becoming fully operational',
          ],
        },
        { h2: 'What to check before you sign' },
        {
          p: 'Not all providers are equal, and in the Gulf the details matter. Ask whether the EOR holds its own licences in the country rather than subcontracting to another party, and what its Nitaqat band is in Saudi Arabia, because your employees sit on its file and its status affects visa issuance. Confirm who carries the end-of-service gratuity liability and how it is funded, how notice and termination will be handled under local law, and how employee data is protected. Ask for a sample payslip and a full cost breakdown, including government fees, so that the monthly invoice holds no surprises.',
        },
        { h2: 'Limits to keep in mind' },
        {
          p: 'An EOR is an employment solution, not a trading licence. It does not allow your company to sign commercial contracts, issue invoices locally or bid for most government tenders in its own name, and in Saudi Arabia some government contracts are tied to having a regional headquarters in the Kingdom. Tax authorities may also examine whether the activities of your employees create a taxable presence. For longer-term or larger operations, an EOR is best seen as a bridge: many of our clients start with a few hires through us and transfer them to their own entity once it is established, settling or carrying over accrued entitlements as agreed.',
        },
        {
          p: 'Used this way, an employer of record lets you build a team in the Gulf in weeks rather than months, while remaining fully compliant with labour, immigration and social insurance rules.',
        },
      ],
      ar: [
        {
          p: 'كثيرًا ما تحتاج الشركات الأجنبية الداخلة إلى السوق السعودية أو الإماراتية إلى موظفين على الأرض قبل أن يكتمل تأسيس كيانها القانوني. فتأسيس الشركة، سواء عبر ترخيص وزارة الاستثمار في المملكة أو رخصة في البر الرئيسي أو في منطقة حرة في الإمارات، يتطلب وقتًا ورأس مال وإدارة محلية. وهنا تأتي خدمة صاحب العمل المسجّل بوصفها طريقًا أسرع، إذ تصبح شركة محلية مرخصة صاحب العمل القانوني لموظفيك، بينما تتولى أنت توجيه عملهم اليومي.',
        },
        { h2: 'كيف يعمل هذا النموذج' },
        {
          p: 'يوقّع صاحب العمل المسجّل عقد العمل، ويكفل تأشيرة العمل والإقامة، ويوثّق العقد لدى الجهات المختصة، ويصرف الرواتب عبر نظام حماية الأجور، ويسدد اشتراكات التأمينات الاجتماعية، ويوفر التأمين الطبي الإلزامي. أما أنت فتختار الموظف وتحدد أهدافه وتدير أداءه. وينظّم اتفاق خدمة بينك وبين صاحب العمل المسجّل الرسومَ وحزمة الراتب والطرفَ الذي يتحمل تكاليف مثل الاستقطاب والانتقال، وطريقة إنهاء الترتيب.',
        },
        { h2: 'متى يكون الخيار الأنسب' },
        {
          ul: [
            'اختبار سوق جديدة بفريق صغير قبل الالتزام بتأسيس كيان',
            'التوظيف السريع لمشروع أو عقد تمت ترسيته بالفعل',
            'توظيف عدد محدود من الأشخاص حين تكون كلفة تشغيل كيان مستقل أعلى من كلفة الخدمة',
            'سدّ الفجوة الزمنية بين التقدم بطلب الترخيص وبدء الكيان في العمل بكامل طاقته',
          ],
        },
        { h2: 'ما الذي تتحقق منه قبل التوقيع' },
        {
          p: 'لا يتساوى جميع مزودي الخدمة، والتفاصيل في الخليج بالغة الأهمية. فاسأل هل يحمل المزود تراخيصه الخاصة في الدولة أم يتعاقد من الباطن مع طرف آخر، وما نطاقه في برنامج نطاقات في السعودية، لأن موظفيك سيكونون على ملف منشأته، ويؤثر تصنيفها في إصدار التأشيرات. وتأكد ممن يتحمل التزام مكافأة نهاية الخدمة وكيف يُموَّل، وكيف ستُدار فترات الإشعار وإنهاء العقود وفق الأنظمة المحلية، وكيف تُحمى بيانات الموظفين. واطلب نموذجًا لكشف الراتب وتفصيلًا كاملًا للتكاليف يشمل الرسوم الحكومية، حتى لا تحمل الفاتورة الشهرية أي مفاجآت.',
        },
        { h2: 'حدود ينبغي مراعاتها' },
        {
          p: 'صاحب العمل المسجّل حل للتوظيف لا رخصة تجارية، فهو لا يتيح لشركتك توقيع العقود التجارية أو إصدار الفواتير محليًا أو المنافسة باسمها في معظم المناقصات الحكومية، كما أن بعض العقود الحكومية في المملكة مرتبطة بوجود مقر إقليمي للشركة فيها. وقد تنظر الجهات الضريبية كذلك فيما إذا كانت أنشطة موظفيك تنشئ وجودًا خاضعًا للضريبة. لذا يُنظر إلى هذا النموذج في العمليات الأطول أو الأكبر على أنه جسر عبور، فكثير من عملائنا يبدؤون بتعيين عدد قليل من الموظفين عبرنا، ثم ينقلونهم إلى كيانهم الخاص بعد تأسيسه، مع تسوية المستحقات المتراكمة أو ترحيلها بحسب ما يُتفق عليه.',
        },
        {
          p: 'وبهذا الأسلوب يتيح لك صاحب العمل المسجّل بناء فريقك في الخليج خلال أسابيع بدلًا من أشهر، مع التزام كامل بأنظمة العمل والإقامة والتأمينات الاجتماعية.',
        },
      ],
    },
  },
  {
    slug: 'remote-and-hybrid-work-policy-for-gulf-teams',
    category: 'workplace',
    author: 'yousef-alotaibi',
    publishedDaysAgo: 9,
    title: {
      en: 'Writing a Remote and Hybrid Work Policy for Gulf Teams',
      ar: 'إعداد سياسة للعمل عن بُعد والعمل الهجين لفرق العمل في الخليج',
    },
    excerpt: {
      en: 'Flexible work is here to stay in Riyadh and Dubai, but it needs clear rules. The questions a good remote and hybrid policy must answer, from eligibility to data protection.',
      ar: 'أصبح العمل المرن واقعًا دائمًا في الرياض ودبي، لكنه يحتاج إلى قواعد واضحة. هذه هي الأسئلة التي ينبغي أن تجيب عنها سياسة العمل عن بُعد والعمل الهجين.',
    },
    coverAlt: {
      en: 'Abstract illustration of a laptop and an office building linked by a dotted arc',
      ar: 'رسم تجريدي لحاسوب محمول ومبنى مكاتب يصل بينهما قوس منقط',
    },
    body: {
      en: [
        {
          p: "Flexible working has become a normal expectation for many professionals in Saudi Arabia and the UAE, and both countries have given it a legal footing. The UAE's labour law recognises remote work and other flexible models alongside full-time employment, and Saudi Arabia promotes remote work as a way to widen access to jobs, including through its national telework programme. Yet many companies still run hybrid arrangements on informal understandings that differ from one manager to the next. A written policy protects both sides and makes decisions fairer.",
        },
        { h2: 'Questions your policy should answer' },
        {
          ul: [
            'Eligibility: which roles can be done remotely, fully or in part, and which cannot',
            'Attendance: the number of office days, any fixed anchor days and the core hours when everyone must be reachable',
            'Working hours: how legal limits on daily and weekly hours, overtime and rest are respected when people work from home',
            'Equipment and costs: what the company provides, what it reimburses and who owns it',
            'Performance: how objectives and output are measured, so that being seen in the office does not replace results',
          ],
        },
        { h2: 'Data protection and security' },
        {
          p: "Remote work moves personal and confidential data out of the office. Saudi Arabia's Personal Data Protection Law and the UAE's federal personal data protection law both place obligations on employers that process personal data. Your policy should require secure devices, approved collaboration tools, multi-factor authentication and clear rules on printing, home networks and working from public places. Make sure employees understand the rules rather than simply signing them.",
        },
        { h2: 'Working from another country' },
        {
          p: 'The question we hear most often is whether employees can work from abroad for a few weeks. This is where the risks are highest. Long periods abroad can raise immigration issues, since residency status in both countries can be affected by extended absence and by exit and re-entry rules. They can also raise tax and social insurance questions in the other country and, for the employer, the risk of creating a taxable presence there. Most Gulf employers therefore cap work from abroad at a short period each year and require approval in advance.',
        },
        { h2: 'Making hybrid work in practice' },
        {
          p: 'Policies succeed or fail on management. Train managers to lead by outcomes, hold regular one-to-ones and make sure remote employees are not overlooked for projects or promotion. Use office days for collaboration, onboarding and mentoring rather than for tasks that could be done anywhere. For roles counted towards Saudization or Emiratisation, check that remote arrangements meet the conditions of the relevant programme. Review the policy after six months with feedback from managers and employees, and adjust it: the best policies evolve with the way your teams actually work.',
        },
      ],
      ar: [
        {
          p: 'صار العمل المرن توقعًا طبيعيًا لدى كثير من المهنيين في المملكة العربية السعودية والإمارات، وقد منحه البلدان أساسًا نظاميًا. فقانون العمل الإماراتي يعترف بالعمل عن بُعد وغيره من أنماط العمل المرنة إلى جانب العمل بدوام كامل، والمملكة تشجع العمل عن بُعد وسيلةً لتوسيع فرص العمل، ومن ذلك برنامجها الوطني للعمل عن بُعد. ومع ذلك ما زالت شركات كثيرة تدير العمل الهجين بتفاهمات غير مكتوبة تختلف من مدير إلى آخر. والسياسة المكتوبة تحمي الطرفين وتجعل القرارات أكثر عدلًا.',
        },
        { h2: 'أسئلة يجب أن تجيب عنها سياستك' },
        {
          ul: [
            'الأهلية: ما الوظائف التي يمكن أداؤها عن بُعد كليًا أو جزئيًا، وما الوظائف التي لا يمكن فيها ذلك',
            'الحضور: عدد أيام العمل في المكتب، والأيام الثابتة إن وُجدت، والساعات الأساسية التي يجب أن يكون الجميع متاحين خلالها',
            'ساعات العمل: كيف تُحترم الحدود النظامية لساعات العمل اليومية والأسبوعية والعمل الإضافي والراحة عند العمل من المنزل',
            'المعدات والتكاليف: ما الذي توفره الشركة، وما الذي تعوّض عنه، ولمن تعود ملكيته',
            'الأداء: كيف تُقاس الأهداف والنتائج، حتى لا يحل مجرد الحضور في المكتب محل الإنجاز الفعلي',
          ],
        },
        { h2: 'حماية البيانات وأمن المعلومات' },
        {
          p: 'ينقل العمل عن بُعد البيانات الشخصية والسرية إلى خارج المكتب. ويفرض كل من نظام حماية البيانات الشخصية في المملكة والقانون الاتحادي لحماية البيانات الشخصية في الإمارات التزامات على أصحاب العمل الذين يعالجون هذه البيانات. لذا ينبغي أن تشترط سياستك أجهزة آمنة، وأدوات تعاون معتمدة، والتحقق متعدد العوامل، وقواعد واضحة للطباعة والشبكات المنزلية والعمل من الأماكن العامة. واحرص على أن يفهم الموظفون هذه القواعد لا أن يوقّعوا عليها فحسب.',
        },
        { h2: 'العمل من بلد آخر' },
        {
          p: 'أكثر سؤال يصلنا هو: هل يمكن للموظفين العمل من خارج الدولة لبضعة أسابيع؟ وهنا تبلغ المخاطر ذروتها. فالبقاء فترات طويلة في الخارج قد يثير مسائل تتعلق بالإقامة، إذ قد يتأثر وضع الإقامة في البلدين بطول الغياب وبأحكام الخروج والعودة. وقد يثير كذلك مسائل ضريبية وتأمينية في البلد الآخر، ويعرّض صاحب العمل لخطر أن ينشأ له وجود خاضع للضريبة هناك. ولهذا يحدد معظم أصحاب العمل في الخليج سقفًا قصيرًا للعمل من الخارج في السنة، ويشترطون الموافقة المسبقة عليه.',
        },
        { h2: 'كيف ينجح العمل الهجين عمليًا' },
        {
          p: 'نجاح السياسات أو إخفاقها رهن بالإدارة. درّب المديرين على القيادة بالنتائج، وعلى عقد لقاءات فردية منتظمة، وعلى ضمان ألا يُستبعد العاملون عن بُعد من المشاريع أو الترقيات. وخصّص أيام المكتب للتعاون والتهيئة والإرشاد، لا لمهام يمكن إنجازها في أي مكان. وفي الوظائف المحتسبة ضمن نسب السعودة أو التوطين، تحقق من استيفاء ترتيبات العمل عن بُعد لشروط البرنامج المعني. ثم راجع السياسة بعد ستة أشهر في ضوء ملاحظات المديرين والموظفين، وعدّلها عند الحاجة، فأفضل السياسات هي التي تتطور مع الطريقة التي تعمل بها فرقك فعلًا.',
        },
      ],
    },
  },
  {
    slug: 'working-well-during-ramadan',
    category: 'workplace',
    author: 'nadia-khoury',
    publishedDaysAgo: 110,
    title: {
      en: 'Working Well During Ramadan: A Guide for Managers and Teams',
      ar: 'العمل في رمضان: دليل للمديرين وفرق العمل',
    },
    excerpt: {
      en: 'Shorter hours, shifted routines and a season of generosity: how managers in Saudi Arabia and the UAE can keep teams productive, healthy and included during Ramadan.',
      ar: 'ساعات عمل أقصر وإيقاع يومي مختلف وموسم للعطاء: كيف يحافظ المديرون في السعودية والإمارات على إنتاجية فرقهم وعافيتهم وشعورهم بالانتماء خلال رمضان.',
    },
    coverAlt: {
      en: 'Abstract illustration of a crescent moon above a calendar with shortened blocks of time',
      ar: 'رسم تجريدي لهلال فوق تقويم تظهر فيه فترات زمنية مختصرة',
    },
    body: {
      en: [
        {
          p: 'Ramadan changes the rhythm of working life across the Gulf. Working days are shorter, evenings are busier and, for colleagues who are fasting, energy levels shift through the day. It is also a month of generosity and community that many teams remember with real warmth. With a little planning, managers can protect both productivity and wellbeing, and make sure every colleague, fasting or not, feels included.',
        },
        { h2: 'Know the rules on working hours' },
        {
          p: 'Both countries reduce working hours during the holy month. In Saudi Arabia, the Labour Law limits working hours for Muslim employees during Ramadan to six hours a day and thirty-six hours a week. In the UAE, private-sector working hours are reduced by two hours a day, as announced each year by the Ministry of Human Resources and Emiratisation, and the reduction applies to employees regardless of their faith. Government entities in both countries publish their own timings, which affects when clients and authorities are available. Work beyond the reduced hours is generally treated as overtime, so check how your contracts and payroll handle it.',
        },
        { h2: 'Plan the month in advance' },
        {
          ul: [
            'Bring forward deadlines and major launches where you can, and avoid heavy workloads in the last ten days of the month',
            'Hold important meetings early in the working day, when concentration is highest',
            'Agree team working windows and response times, especially for teams spread across several countries',
            'Plan leave cover for Eid al-Fitr early, as many employees travel and requests tend to arrive all at once',
          ],
        },
        { h2: 'Flexibility and consideration' },
        {
          p: 'Many organisations allow staggered start times or a hybrid schedule during Ramadan, which helps employees balance late nights and family commitments. Avoid scheduling lunches or team events during fasting hours. Colleagues who are not fasting should still be able to eat and drink, but in designated areas rather than at their desks in shared spaces; in both Saudi Arabia and the UAE, people generally avoid eating in public during fasting hours out of respect. Clear, friendly guidance removes any awkwardness for newcomers to the region.',
        },
        { h2: 'Wellbeing and inclusion' },
        {
          p: 'Fasting combined with less sleep can affect concentration and mood, particularly for employees doing physical or safety-critical work, where supervisors should watch for signs of fatigue and heat stress. Encourage people to speak up if they are struggling, and respond with flexibility rather than judgement. An iftar gathering, a charity initiative or a team contribution to a local cause can bring colleagues of all backgrounds together and reflect the spirit of the month.',
        },
        { h2: 'After Ramadan' },
        {
          p: 'Use the Eid break to reset. A short review of what worked, from meeting times to flexible hours, often produces ideas worth keeping for the rest of the year, and shows employees that their experience was heard.',
        },
      ],
      ar: [
        {
          p: 'يغيّر شهر رمضان إيقاع الحياة العملية في أنحاء الخليج، فساعات العمل أقصر، والمساء أكثر حيوية، وتتبدل مستويات الطاقة لدى الزملاء الصائمين على مدار اليوم. وهو كذلك شهر للعطاء والتواصل، تحتفظ به فرق كثيرة في ذاكرتها بكثير من الود. وبقليل من التخطيط يستطيع المديرون الحفاظ على الإنتاجية والعافية معًا، والتأكد من أن كل زميل، صائمًا كان أو غير صائم، يشعر بأنه جزء أصيل من الفريق.',
        },
        { h2: 'اعرف الأحكام النظامية لساعات العمل' },
        {
          p: 'يخفّض البلدان ساعات العمل خلال الشهر الكريم. ففي المملكة العربية السعودية يحدد نظام العمل ساعات عمل العاملين المسلمين في رمضان بست ساعات يوميًا وستٍّ وثلاثين ساعة أسبوعيًا بحد أقصى. وفي الإمارات تُخفَّض ساعات العمل في القطاع الخاص ساعتين يوميًا وفق ما تعلنه وزارة الموارد البشرية والتوطين كل عام، ويسري التخفيض على جميع الموظفين بصرف النظر عن ديانتهم. وتعلن الجهات الحكومية في البلدين مواعيد دوامها الخاصة، وهو ما يؤثر في أوقات توافر العملاء والجهات الرسمية. وأي عمل يتجاوز الساعات المخفّضة يُعامل في الغالب عملًا إضافيًا، فتحقق من طريقة معالجته في عقودك ونظام الرواتب لديك.',
        },
        { h2: 'خطّط للشهر مسبقًا' },
        {
          ul: [
            'قدّم المواعيد النهائية والإطلاقات الكبرى قدر الإمكان، وتجنّب تكثيف أعباء العمل في العشر الأواخر من الشهر',
            'اعقد الاجتماعات المهمة في بداية يوم العمل حين يكون التركيز في ذروته',
            'اتفق مع الفريق على فترات العمل ومدد الرد، ولا سيما في الفرق الموزعة على أكثر من دولة',
            'خطط مبكرًا لتغطية إجازات عيد الفطر، فكثير من الموظفين يسافرون وتصل الطلبات عادة دفعة واحدة',
          ],
        },
        { h2: 'المرونة ومراعاة الآخرين' },
        {
          p: 'تسمح مؤسسات كثيرة بمواعيد حضور متفاوتة أو بجدول عمل هجين في رمضان، ما يساعد الموظفين على التوفيق بين السهر والالتزامات الأسرية. وتجنّب تنظيم وجبات الغداء أو الفعاليات الجماعية خلال ساعات الصيام. ويظل بإمكان الزملاء غير الصائمين الأكل والشرب، لكن في أماكن مخصصة لا على مكاتبهم في المساحات المشتركة، إذ يتجنب الناس في السعودية والإمارات الأكل في الأماكن العامة خلال ساعات الصيام احترامًا للصائمين. والإرشادات الواضحة اللطيفة تزيل أي حرج عن القادمين الجدد إلى المنطقة.',
        },
        { h2: 'العافية والشمول' },
        {
          p: 'قد يؤثر الصيام مع قلة ساعات النوم في التركيز والمزاج، لا سيما لدى من يؤدون أعمالًا بدنية أو أعمالًا ترتبط بالسلامة، وعلى المشرفين هنا الانتباه لعلامات الإرهاق والإجهاد الحراري. شجّع الموظفين على التحدث إن واجهوا صعوبة، واستجب بمرونة لا بإطلاق الأحكام. ويمكن لإفطار جماعي، أو مبادرة خيرية، أو مساهمة من الفريق في عمل مجتمعي محلي، أن يجمع الزملاء من مختلف الخلفيات ويعكس روح الشهر الفضيل.',
        },
        { h2: 'بعد رمضان' },
        {
          p: 'اجعل إجازة العيد فرصة لإعادة ضبط الإيقاع. فمراجعة قصيرة لما نجح خلال الشهر، من مواعيد الاجتماعات إلى ساعات العمل المرنة، كثيرًا ما تكشف أفكارًا تستحق الاستمرار طوال العام، وتُشعر الموظفين بأن تجربتهم كانت مسموعة.',
        },
      ],
    },
  },
]
