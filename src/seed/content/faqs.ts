import testimonialsData from './testimonials.json' with { type: 'json' }
import type { FaqCategoryKey, SeedCategory, SeedFaq, SeedTestimonial } from './types'

export const faqCategories: Record<FaqCategoryKey, SeedCategory> = {
  'job-seekers': {
    slug: 'job-seekers',
    name: { en: 'Job seekers', ar: 'الباحثون عن عمل' },
    description: {
      en: 'Creating your account, building your profile and finding roles across Saudi Arabia, the UAE and the Gulf.',
      ar: 'إنشاء حسابك وإعداد ملفك الشخصي والعثور على الفرص الوظيفية في السعودية والإمارات وسائر دول الخليج.',
    },
  },
  applications: {
    slug: 'applications',
    name: { en: 'Applications', ar: 'التقديم على الوظائف' },
    description: {
      en: 'How to apply for a job, when to add a cover letter and what happens after you submit your application.',
      ar: 'طريقة التقديم على الوظائف، ومتى ترفق خطاب التقديم، وما يجري بعد إرسال طلبك.',
    },
  },
  employers: {
    slug: 'employers',
    name: { en: 'Employers', ar: 'أصحاب العمل' },
    description: {
      en: 'Hiring through Nukhba Talent: getting started, fees, timelines and Saudization and Emiratisation targets.',
      ar: 'التوظيف عبر نخبة للتوظيف: بدء التعاون والرسوم والمدد الزمنية ومستهدفات السعودة والتوطين.',
    },
  },
  services: {
    slug: 'services',
    name: { en: 'Our services', ar: 'خدماتنا' },
    description: {
      en: 'How our employer of record, outsourcing, HR consultancy, psychometric assessment and salary survey services work.',
      ar: 'كيف نقدّم خدمات صاحب العمل المسجَّل والإسناد الخارجي واستشارات الموارد البشرية والاختبارات النفسية المهنية ومسح الرواتب.',
    },
  },
}

export const faqs: SeedFaq[] = [
  // ── Job seekers ────────────────────────────────────────────────────────────
  {
    category: 'job-seekers',
    question: {
      en: 'Do I have to pay Nukhba Talent to find a job?',
      ar: 'هل أدفع أي رسوم لنخبة للتوظيف مقابل البحث عن وظيفة؟',
    },
    answer: {
      en: [
        {
          p: 'No. Our fees are paid by the employers who hire through us, so creating an account, applying for jobs and being put forward for interviews cost you nothing.',
        },
        {
          p: 'We will never ask you for money in exchange for a job offer, a visa or an interview. If anyone claiming to represent Nukhba Talent asks you for a payment, do not pay: forward the message to hello@nukhba.example so that we can look into it.',
        },
      ],
      ar: [
        {
          p: 'لا. يتحمّل أصحاب العمل الذين يوظّفون عن طريقنا رسوم خدماتنا، ولذلك فإن إنشاء حسابك والتقديم على الوظائف وترشيحك للمقابلات لا يكلّفك شيئًا.',
        },
        {
          p: 'لن نطلب منك أي مبلغ مقابل عرض وظيفي أو تأشيرة أو مقابلة. وإذا طلب منك أحدٌ مالًا مدّعيًا أنه يمثّل نخبة للتوظيف فلا تدفع، وأرسل إلينا رسالته على hello@nukhba.example لنتحقّق من الأمر.',
        },
      ],
    },
  },
  {
    category: 'job-seekers',
    question: {
      en: 'How do I create an account?',
      ar: 'كيف أنشئ حسابًا على الموقع؟',
    },
    answer: {
      en: [
        { p: 'Choose to create an account, then pick the option that suits you:' },
        {
          ul: [
            'Register with your email address and a password of your choice.',
            'Continue with your Google account.',
            'Continue with your LinkedIn account.',
          ],
        },
        {
          p: 'If you sign up with Google or LinkedIn, you do not need a separate password for our site. Whichever route you take, the next step is to complete your profile and upload your CV, so that you are ready to apply as soon as a suitable role appears.',
        },
      ],
      ar: [
        { p: 'اختر إنشاء حساب، ثم حدّد الطريقة التي تناسبك:' },
        {
          ul: ['التسجيل ببريدك الإلكتروني وكلمة مرور تختارها.', 'المتابعة بحسابك في جوجل.', 'المتابعة بحسابك في لينكدإن.'],
        },
        {
          p: 'وعند التسجيل عبر جوجل أو لينكدإن لن تحتاج إلى كلمة مرور مستقلة لموقعنا. وأيًّا كانت الطريقة التي تختارها، فالخطوة التالية هي استكمال ملفك الشخصي ورفع سيرتك الذاتية، لتكون جاهزًا للتقديم فور ظهور وظيفة تناسبك.',
        },
      ],
    },
  },
  {
    category: 'job-seekers',
    question: {
      en: 'What should I include in my profile?',
      ar: 'ما البيانات التي ينبغي أن يتضمّنها ملفي الشخصي؟',
    },
    answer: {
      en: [
        {
          p: 'Your profile is the first thing our consultants and employers see, so keep it accurate and up to date. Before you can apply for any job, it must include:',
        },
        { ul: ['Your full name', 'A phone number on which we can reach you', 'Your city and your state or region', 'Your key skills'] },
        {
          p: 'Beyond these essentials, list the skills that match the roles you want, such as software, languages, certifications and licences. Recruiters in the Gulf also look at notice periods and visa or iqama status, so mention both in your CV.',
        },
      ],
      ar: [
        {
          p: 'ملفك الشخصي هو أول ما يطّلع عليه مستشارونا وأصحاب العمل، فاحرص على أن يكون دقيقًا ومحدَّثًا. ولكي تتمكّن من التقديم على أي وظيفة، يجب أن يتضمّن:',
        },
        { ul: ['اسمك الكامل', 'رقم هاتف يمكننا التواصل معك عليه', 'المدينة التي تقيم فيها والمنطقة أو الإمارة', 'مهاراتك الأساسية'] },
        {
          p: 'وإلى جانب هذه البيانات، أضف المهارات المرتبطة بالوظائف التي تستهدفها، كالبرامج التي تتقنها واللغات والشهادات المهنية والرخص. ويهتمّ مسؤولو التوظيف في الخليج كذلك بمدة الإشعار لديك ووضع تأشيرتك أو إقامتك، فاذكرهما في سيرتك الذاتية.',
        },
      ],
    },
  },
  {
    category: 'job-seekers',
    question: {
      en: 'What format should my CV be in?',
      ar: 'ما الصيغة المطلوبة للسيرة الذاتية؟',
    },
    answer: {
      en: [
        {
          p: 'You can upload your CV as a PDF or a Word document of up to 5 MB. PDF is usually the safer choice, because your layout stays exactly the same on every screen.',
        },
        {
          p: 'Keep it to two or three pages, start with your most recent role, and describe concrete achievements rather than listing duties. You can replace your CV from your profile at any time, so make sure the latest version is uploaded before you apply.',
        },
      ],
      ar: [
        {
          p: 'يمكنك رفع سيرتك الذاتية بصيغة PDF أو مستندًا نصيًا بصيغة DOC أو DOCX، على ألا يتجاوز حجم الملف 5 ميجابايت. وتبقى صيغة PDF الخيار الأضمن عادةً، لأنها تحافظ على تنسيق السيرة كما هو على أي شاشة.',
        },
        {
          p: 'اجعل سيرتك في صفحتين أو ثلاث، وابدأ بأحدث وظيفة شغلتها، واذكر إنجازات ملموسة بدلًا من سرد المهام. ويمكنك استبدال سيرتك الذاتية من ملفك الشخصي في أي وقت، فاحرص على رفع أحدث نسخة منها قبل التقديم.',
        },
      ],
    },
  },
  {
    category: 'job-seekers',
    question: {
      en: 'Do I need to add a profile picture?',
      ar: 'هل يلزمني إضافة صورة شخصية؟',
    },
    answer: {
      en: [
        {
          p: 'A profile picture is not one of the fields required to apply, but many employers in the region expect one, and a clear photo helps our consultants put a face to a name after an interview.',
        },
        {
          p: 'Choose a recent, well-lit head-and-shoulders photo with a plain background and business attire. Avoid group shots, sunglasses and heavily filtered images. You can change your picture from your profile whenever you like.',
        },
      ],
      ar: [
        {
          p: 'الصورة الشخصية ليست من البيانات المطلوبة للتقديم، لكن كثيرًا من أصحاب العمل في المنطقة يتوقّعون وجودها، كما أن الصورة الواضحة تساعد مستشارينا على تذكّرك بعد المقابلة.',
        },
        {
          p: 'اختر صورة حديثة جيدة الإضاءة تُظهر الوجه والكتفين، بخلفية سادة ولباس رسمي، وتجنّب الصور الجماعية والنظارات الشمسية والصور المعدّلة بالمرشّحات. ويمكنك تغيير صورتك من ملفك الشخصي متى شئت.',
        },
      ],
    },
  },
  {
    category: 'job-seekers',
    question: {
      en: 'I live outside the Gulf. Can I still apply?',
      ar: 'أقيم خارج دول الخليج، فهل يمكنني التقديم؟',
    },
    answer: {
      en: [
        {
          p: 'Yes. Many of the roles we fill in Saudi Arabia and the UAE are open to international candidates, so check each listing for the work location and who can apply. Some roles are reserved for Saudi or Emirati nationals under Saudization and Emiratisation rules.',
        },
        {
          p: 'When an employer hires from abroad, it arranges and pays for the work visa and residence permit, which in Saudi Arabia is the iqama. Once you reach the offer stage, we explain the steps, the documents you need and the likely timeline.',
        },
      ],
      ar: [
        {
          p: 'نعم. كثير من الوظائف التي نشغلها في السعودية والإمارات متاحة للمرشحين من خارج المنطقة، فاطّلع في كل إعلان على مقر العمل وشروط التقديم. وبعض الوظائف مخصّصة للمواطنين السعوديين أو الإماراتيين وفقًا لأنظمة السعودة والتوطين.',
        },
        {
          p: 'وعندما يوظّف صاحب العمل مرشحًا من الخارج، فإنه يتولّى على نفقته استخراج تأشيرة العمل وتصريح الإقامة. وحين تصل إلى مرحلة العرض الوظيفي نوضّح لك الخطوات والمستندات المطلوبة والمدة المتوقعة.',
        },
      ],
    },
  },

  // ── Applications ───────────────────────────────────────────────────────────
  {
    category: 'applications',
    question: {
      en: 'How do I apply for a job?',
      ar: 'كيف أتقدّم لوظيفة؟',
    },
    answer: {
      en: [
        { p: 'Open the job listing and choose to apply. Before you submit, you will need to:' },
        {
          ul: [
            'Make sure your profile is complete.',
            'Check that the CV on your profile is the version you want to send.',
            'Add a cover letter if you wish; it is optional.',
          ],
        },
        {
          p: "Once you submit, your application goes straight to the consultant handling the role, who reviews it against the employer's requirements. You can apply for several roles, but we recommend focusing on those that genuinely match your experience.",
        },
      ],
      ar: [
        { p: 'افتح إعلان الوظيفة واختر التقديم، وقبل إرسال طلبك عليك أن:' },
        {
          ul: [
            'تتأكّد من اكتمال ملفك الشخصي.',
            'تتحقّق من أن السيرة الذاتية في ملفك هي النسخة التي تريد إرسالها.',
            'تضيف خطاب تقديم إن رغبت، وهو اختياري.',
          ],
        },
        {
          p: 'وبمجرد إرسال الطلب يصل مباشرةً إلى المستشار المسؤول عن الوظيفة، فيراجعه في ضوء متطلبات صاحب العمل. ويمكنك التقديم على أكثر من وظيفة، لكننا ننصحك بالتركيز على الوظائف التي تتوافق فعلًا مع خبراتك.',
        },
      ],
    },
  },
  {
    category: 'applications',
    question: {
      en: "Why can't I submit my application?",
      ar: 'لماذا لا أستطيع إرسال طلب التقديم؟',
    },
    answer: {
      en: [
        {
          p: 'The most common reason is an incomplete profile. Before you can apply, your profile must include your full name, phone number, city, state or region and your skills, and you need to have uploaded a CV.',
        },
        {
          p: 'Fill in any missing fields and try again. If the problem continues, check that your CV is a PDF or Word file of no more than 5 MB. Still stuck? Email hello@nukhba.example with the job title and a short description of what happens, and we will reply within 24 hours.',
        },
      ],
      ar: [
        {
          p: 'السبب الأكثر شيوعًا هو عدم اكتمال الملف الشخصي. فقبل التقديم يجب أن يتضمّن ملفك اسمك الكامل ورقم هاتفك والمدينة والمنطقة أو الإمارة ومهاراتك، وأن تكون قد رفعت سيرتك الذاتية.',
        },
        {
          p: 'استكمل البيانات الناقصة ثم أعد المحاولة. وإذا استمرّت المشكلة، فتأكّد من أن سيرتك الذاتية بصيغة PDF أو DOC أو DOCX وأن حجمها لا يتجاوز 5 ميجابايت. وإن لم تُحلّ بعد، فراسلنا على hello@nukhba.example مع ذكر المسمّى الوظيفي ووصف موجز لما يحدث، وسنردّ عليك خلال 24 ساعة.',
        },
      ],
    },
  },
  {
    category: 'applications',
    question: {
      en: 'Should I include a cover letter?',
      ar: 'هل أرفق خطاب تقديم مع طلبي؟',
    },
    answer: {
      en: [
        {
          p: 'A cover letter is optional, but a good one can set you apart, especially if you are changing sector, relocating to the Gulf or returning after a career break. Keep it to a few short paragraphs covering:',
        },
        {
          ul: [
            'Why this role and this employer interest you.',
            "Two or three achievements that match the job's requirements.",
            'Practical details such as your notice period and whether you can relocate.',
          ],
        },
        { p: 'Avoid repeating your CV line by line, and write a fresh letter for each application rather than reusing a generic one.' },
      ],
      ar: [
        {
          p: 'خطاب التقديم اختياري، لكن الخطاب الجيد قد يميّزك عن غيرك، ولا سيما إذا كنت تنتقل إلى قطاع جديد أو إلى العمل في الخليج أو تعود إلى سوق العمل بعد انقطاع. اجعله في فقرات قليلة موجزة تتناول:',
        },
        {
          ul: [
            'سبب اهتمامك بهذه الوظيفة وبجهة العمل.',
            'إنجازين أو ثلاثة تتوافق مع متطلبات الوظيفة.',
            'تفاصيل عملية مثل مدة الإشعار ومدى استعدادك للانتقال.',
          ],
        },
        { p: 'ولا تكرّر ما في سيرتك الذاتية سطرًا بسطر، واكتب خطابًا خاصًا بكل طلب بدلًا من خطاب عام تعيد استخدامه.' },
      ],
    },
  },
  {
    category: 'applications',
    question: {
      en: 'Can I save jobs and apply later?',
      ar: 'هل يمكنني حفظ الوظائف والتقديم عليها لاحقًا؟',
    },
    answer: {
      en: [
        {
          p: 'Yes. When you are signed in, you can save any job listing and find it again in your account. This is useful when you want to tailor your CV or draft a cover letter before applying.',
        },
        {
          p: 'Bear in mind that saving a job is not the same as applying for it: the employer does not see your saved jobs, and a listing may close as soon as the role is filled. If a saved role interests you, apply while it is still open.',
        },
      ],
      ar: [
        {
          p: 'نعم. بعد تسجيل الدخول يمكنك حفظ أي إعلان وظيفي والرجوع إليه من حسابك، وهذا مفيد إذا أردت تكييف سيرتك الذاتية أو إعداد خطاب تقديم قبل أن تتقدّم.',
        },
        {
          p: 'لكن تذكّر أن حفظ الوظيفة لا يعني التقديم عليها، فصاحب العمل لا يطّلع على الوظائف التي حفظتها، وقد يُغلق الإعلان بمجرد شغل الوظيفة. فإن وجدت بين محفوظاتك وظيفة تهمّك، فبادر بالتقديم ما دام الإعلان متاحًا.',
        },
      ],
    },
  },
  {
    category: 'applications',
    question: {
      en: 'What happens after I apply?',
      ar: 'ماذا يحدث بعد أن أتقدّم للوظيفة؟',
    },
    answer: {
      en: [
        {
          p: "A consultant reviews your application against the employer's brief. If your background is a close match, we contact you by phone or email for a screening conversation about your experience, salary expectations, notice period and, where relevant, your visa or iqama status.",
        },
        {
          p: 'Shortlisted candidates are then presented to the employer, who decides whom to interview. Some roles also include one of our psychometric assessments. We keep you informed at each stage and, if you are not selected, we tell you so that you are not left waiting.',
        },
      ],
      ar: [
        {
          p: 'يراجع أحد مستشارينا طلبك في ضوء متطلبات صاحب العمل، فإذا كانت خلفيتك متوافقة معها تواصلنا معك هاتفيًا أو عبر البريد الإلكتروني لإجراء مقابلة تمهيدية نتناول فيها خبراتك وتوقعاتك للراتب ومدة الإشعار، ووضع تأشيرتك أو إقامتك عند الحاجة.',
        },
        {
          p: 'ثم نعرض المرشحين المختارين على صاحب العمل ليقرّر من يدعوهم إلى المقابلة، وقد تتضمّن بعض الوظائف أحد تقييماتنا النفسية المهنية. ونُطلعك على المستجدات في كل مرحلة، وإذا لم يقع عليك الاختيار أبلغناك بذلك حتى لا يطول انتظارك.',
        },
      ],
    },
  },
  {
    category: 'applications',
    question: {
      en: 'How should I prepare for an interview arranged by Nukhba Talent?',
      ar: 'كيف أستعدّ لمقابلة ترتّبها نخبة للتوظيف؟',
    },
    answer: {
      en: [
        {
          p: 'Your consultant will brief you before every interview on the employer, the interview format and the people you will meet. To prepare well:',
        },
        {
          ul: [
            'Research the company, its market and its recent news.',
            'Prepare specific examples of results you have delivered, with figures where you can.',
            'Be clear about your salary expectations, including housing and transport allowances.',
            'Have your documents ready, such as certificates and, if you already live in the Gulf, your iqama or Emirates ID.',
          ],
        },
        { p: 'After the interview, call your consultant to share your impressions; feedback from the employer usually comes through us.' },
      ],
      ar: [
        {
          p: 'يزوّدك مستشارك قبل كل مقابلة بمعلومات عن صاحب العمل وطريقة إجراء المقابلة ومن ستلتقي بهم. وللاستعداد الجيد:',
        },
        {
          ul: [
            'اطّلع على الشركة وسوقها وآخر أخبارها.',
            'جهّز أمثلة محدّدة على نتائج حقّقتها، مدعومة بالأرقام متى أمكن.',
            'حدّد توقعاتك للراتب بوضوح، بما في ذلك بدلا السكن والنقل.',
            'جهّز مستنداتك كالشهادات، وإقامتك أو بطاقة الهوية الإماراتية إن كنت مقيمًا في الخليج.',
          ],
        },
        { p: 'وبعد المقابلة تواصل مع مستشارك لتشاركه انطباعاتك، إذ يصلك رأي صاحب العمل عادةً عن طريقنا.' },
      ],
    },
  },

  // ── Employers ──────────────────────────────────────────────────────────────
  {
    category: 'employers',
    question: {
      en: 'How do we start working with Nukhba Talent?',
      ar: 'كيف نبدأ التعاون مع نخبة للتوظيف؟',
    },
    answer: {
      en: [
        {
          p: "Send us your requirement through the contact form or at hello@nukhba.example, and a consultant will reply within 24 hours. We then arrange a briefing at our offices on King Fahd Road in Riyadh's Al Olaya district or in Dubai's Business Bay, at your premises, or by video call.",
        },
        {
          p: 'In the briefing we agree the role profile, salary range, localisation requirements, timeline and fees. Once the terms are signed, we start the search and share the first shortlist on the date we agreed.',
        },
      ],
      ar: [
        {
          p: 'أرسلوا إلينا احتياجكم عبر نموذج التواصل أو على hello@nukhba.example، وسيردّ عليكم أحد مستشارينا خلال 24 ساعة. ثم نحدّد موعدًا لاجتماع تعريفي في مكتبنا على طريق الملك فهد بحي العليا في الرياض أو في الخليج التجاري بدبي، أو في مقر شركتكم، أو عبر مكالمة مرئية.',
        },
        {
          p: 'ونتّفق في هذا الاجتماع على وصف الوظيفة ونطاق الراتب ومتطلبات التوطين والجدول الزمني والرسوم، وبعد توقيع الاتفاقية نبدأ البحث ونقدّم القائمة الأولى من المرشحين في الموعد المتفق عليه.',
        },
      ],
    },
  },
  {
    category: 'employers',
    question: {
      en: 'Can you help us meet our Saudization (Nitaqat) targets?',
      ar: 'هل يمكنكم مساعدتنا على تحقيق نسب السعودة في برنامج نطاقات؟',
    },
    answer: {
      en: [
        {
          p: 'Yes. We recruit Saudi professionals at every level, from graduates to senior leaders, and we look at your Nitaqat position as a whole rather than one vacancy at a time. Our support includes:',
        },
        {
          ul: [
            'Reviewing your current band and headcount against the ratios required for your activity and size.',
            'Planning which roles can realistically be filled by Saudi nationals, and when.',
            'Sourcing, assessing and onboarding Saudi candidates, and making sure they are registered correctly with GOSI so that they count towards your quota.',
          ],
        },
        { p: 'The aim is lasting compliance with people who stay, not short-term hires made only to move up a band.' },
      ],
      ar: [
        {
          p: 'نعم. نستقطب الكفاءات السعودية في جميع المستويات، من حديثي التخرج إلى القيادات العليا، وننظر إلى وضع منشأتكم في نطاقات بصورة شاملة لا وظيفةً بوظيفة. ويشمل دعمنا:',
        },
        {
          ul: [
            'مراجعة نطاقكم الحالي وعدد موظفيكم مقارنةً بالنسب المطلوبة لنشاطكم وحجم منشأتكم.',
            'التخطيط للوظائف التي يمكن شغلها بمواطنين سعوديين على نحو واقعي، وتحديد توقيت ذلك.',
            'استقطاب المرشحين السعوديين وتقييمهم وتهيئتهم، والتأكد من تسجيلهم على الوجه الصحيح في المؤسسة العامة للتأمينات الاجتماعية ليُحتسبوا ضمن نسبتكم.',
          ],
        },
        { p: 'والهدف امتثال مستدام بموظفين يستمرّون معكم، لا تعيينات مؤقتة غايتها الانتقال إلى نطاق أعلى فحسب.' },
      ],
    },
  },
  {
    category: 'employers',
    question: {
      en: 'Do you support Emiratisation in the UAE?',
      ar: 'هل تدعمون جهود التوطين في الإمارات؟',
    },
    answer: {
      en: [
        {
          p: 'Yes. Private-sector companies covered by the Emiratisation targets of the Ministry of Human Resources and Emiratisation must raise the share of UAE nationals in skilled roles every year, and shortfalls lead to financial contributions.',
        },
        {
          p: 'From our Dubai office we help you identify roles suited to Emirati talent, reach qualified candidates, and design offers and development plans that keep them. We also advise on registering Emirati employees correctly, including pension contributions and salary payment through the Wage Protection System, so that they count towards your targets.',
        },
      ],
      ar: [
        {
          p: 'نعم. تُلزم وزارة الموارد البشرية والتوطين شركات القطاع الخاص المشمولة بمستهدفات التوطين في الإمارات برفع نسبة المواطنين في الوظائف المهارية كل عام، ويترتّب على عدم تحقيق النسب المطلوبة مساهمات مالية.',
        },
        {
          p: 'ومن مكتبنا في دبي نساعدكم على تحديد الوظائف الملائمة للكفاءات الإماراتية، والوصول إلى المرشحين المؤهلين، وتصميم عروض وخطط تطوير تحافظ عليهم. كما نقدّم المشورة بشأن تسجيل الموظفين المواطنين على النحو الصحيح، بما في ذلك اشتراكات التقاعد وصرف الرواتب عبر نظام حماية الأجور، ليُحتسبوا ضمن مستهدفاتكم.',
        },
      ],
    },
  },
  {
    category: 'employers',
    question: {
      en: 'How are your recruitment fees structured?',
      ar: 'كيف تُحتسب رسوم التوظيف لديكم؟',
    },
    answer: {
      en: [
        { p: 'Fees depend on the type of engagement, and we agree them in writing before any search begins. The most common models are:' },
        {
          ul: [
            "Contingency: you pay only when a candidate we introduced accepts your offer, usually a percentage of the first year's salary.",
            'Retained: for senior and specialist roles, a fee paid in stages for a dedicated, exclusive search.',
            'Volume hiring: an agreed rate per hire when you are filling several positions.',
          ],
        },
        { p: 'Every quotation spells out what is included, the payment terms and the replacement guarantee, so there are no surprises.' },
      ],
      ar: [
        { p: 'تختلف الرسوم باختلاف نوع التعاقد، ونتّفق عليها كتابيًا قبل بدء أي بحث. وأكثر النماذج شيوعًا:' },
        {
          ul: [
            'التوظيف المشروط بالنجاح: لا تُستحق الرسوم إلا عند قبول مرشح قدّمناه لعرضكم، وتُحتسب عادةً نسبةً من راتب السنة الأولى.',
            'البحث الحصري: للمناصب القيادية والتخصصية، وتُسدَّد رسومه على مراحل مقابل بحث مخصّص لكم وحدكم.',
            'التوظيف بأعداد كبيرة: سعر متفق عليه عن كل تعيين عند شغل عدة وظائف.',
          ],
        },
        { p: 'ويوضّح كل عرض سعر ما يشمله من خدمات وشروط الدفع وضمان الاستبدال، فلا تكون هناك مفاجآت.' },
      ],
    },
  },
  {
    category: 'employers',
    question: {
      en: 'How long does it take to fill a role?',
      ar: 'كم يستغرق شغل الوظيفة؟',
    },
    answer: {
      en: [
        {
          p: 'It depends on the seniority of the role, how specialised it is, and whether the successful candidate must relocate or needs a new visa. Roles for which we already know strong candidates move fastest; senior and niche searches take longer.',
        },
        {
          p: 'We agree a realistic timeline at the briefing, including the date of the first shortlist, and report on progress every week. When you hire from abroad, we also plan for notice periods and the time needed for the work visa and, in Saudi Arabia, the iqama.',
        },
      ],
      ar: [
        {
          p: 'يتوقف ذلك على مستوى الوظيفة ومدى تخصّصها، وعلى ما إذا كان المرشح المختار سيحتاج إلى الانتقال أو إلى تأشيرة جديدة. فالوظائف التي نعرف لها مرشحين أقوياء مسبقًا تُشغل بسرعة أكبر، بينما يستغرق البحث عن القيادات والتخصصات النادرة وقتًا أطول.',
        },
        {
          p: 'ونتّفق معكم في الاجتماع التعريفي على جدول زمني واقعي يشمل موعد القائمة الأولى من المرشحين، ونوافيكم بتقرير أسبوعي عن سير العمل. وعند التوظيف من الخارج نأخذ في الحسبان مدد الإشعار والوقت اللازم لاستخراج تأشيرة العمل، والإقامة في السعودية.',
        },
      ],
    },
  },
  {
    category: 'employers',
    question: {
      en: 'What happens if a placed candidate leaves soon after joining?',
      ar: 'ماذا يحدث إذا غادر المرشح بعد فترة قصيرة من التحاقه بالعمل؟',
    },
    answer: {
      en: [
        {
          p: 'Our permanent placements come with a replacement guarantee. If the person leaves, or is let go for performance reasons, within the guarantee period set out in your agreement, we search for a replacement at no additional fee.',
        },
        {
          p: 'We also work to prevent early departures. We test motivation and cultural fit during screening, brief candidates honestly on the role, package and location, and stay in touch with both sides throughout the probation period, which can run up to 180 days in Saudi Arabia and six months in the UAE.',
        },
      ],
      ar: [
        {
          p: 'يشمل كل تعيين دائم نقدّمه ضمان استبدال، فإذا غادر الموظف أو أُنهيت خدمته لأسباب تتعلق بالأداء خلال فترة الضمان المنصوص عليها في اتفاقيتكم، بحثنا لكم عن بديل دون رسوم إضافية.',
        },
        {
          p: 'ونعمل كذلك على تفادي المغادرة المبكرة، فنختبر دوافع المرشح ومدى ملاءمته لثقافة المنشأة أثناء الفرز، ونعرض عليه الوظيفة والراتب والمزايا وموقع العمل بصدق، ونبقى على تواصل مع الطرفين طوال فترة التجربة التي قد تمتد إلى 180 يومًا في السعودية وستة أشهر في الإمارات.',
        },
      ],
    },
  },

  // ── Services ───────────────────────────────────────────────────────────────
  {
    category: 'services',
    question: {
      en: 'What services does Nukhba Talent offer?',
      ar: 'ما الخدمات التي تقدّمها نخبة للتوظيف؟',
    },
    answer: {
      en: [
        {
          p: 'We support companies and professionals across Saudi Arabia, the UAE and the wider Gulf from our offices in Riyadh and Dubai. Our services are:',
        },
        {
          ul: [
            'Recruitment, from graduate hiring to executive search',
            'Employer of record',
            'Outsourcing of staff and HR functions',
            'HR consultancy',
            'Psychometric assessments',
            'Salary survey',
          ],
        },
        {
          p: 'Many clients combine them, for example using the salary survey to set a competitive offer before recruiting, or assessments to strengthen the final selection.',
        },
      ],
      ar: [
        { p: 'نخدم الشركات والكفاءات في السعودية والإمارات وسائر دول الخليج من مكتبينا في الرياض ودبي، وتشمل خدماتنا:' },
        {
          ul: [
            'التوظيف، من استقطاب حديثي التخرج إلى البحث عن القيادات التنفيذية',
            'خدمة صاحب العمل المسجَّل',
            'الإسناد الخارجي للموظفين ولمهام الموارد البشرية',
            'استشارات الموارد البشرية',
            'الاختبارات النفسية المهنية',
            'مسح الرواتب',
          ],
        },
        {
          p: 'ويجمع كثير من عملائنا بين أكثر من خدمة، كالاستعانة بمسح الرواتب لإعداد عرض تنافسي قبل التوظيف، أو بالتقييمات لتعزيز قرار الاختيار النهائي.',
        },
      ],
    },
  },
  {
    category: 'services',
    question: {
      en: 'What is an employer of record, and when does it make sense?',
      ar: 'ما خدمة صاحب العمل المسجَّل، ومتى تكون مناسبة؟',
    },
    answer: {
      en: [
        {
          p: 'With an employer of record, we become the legal employer of your staff in Saudi Arabia or the UAE while they work under your day-to-day direction. We issue compliant employment contracts, arrange work visas and residence permits, run payroll through the Wage Protection System, handle GOSI registration in Saudi Arabia and calculate end-of-service gratuity.',
        },
        {
          p: 'It suits companies testing a new market before setting up a legal entity, hiring a small team quickly, or employing someone in a country where they hold no licence. You direct the work; we carry the employment administration.',
        },
      ],
      ar: [
        {
          p: 'في هذه الخدمة نصبح نحن صاحب العمل القانوني لموظفيكم في السعودية أو الإمارات، بينما يعملون تحت إشرافكم المباشر في مهامهم اليومية. فنُبرم عقود عمل متوافقة مع الأنظمة، ونستخرج تأشيرات العمل وتصاريح الإقامة، ونصرف الرواتب عبر نظام حماية الأجور، ونتولّى التسجيل في المؤسسة العامة للتأمينات الاجتماعية في السعودية، ونحتسب مكافأة نهاية الخدمة.',
        },
        {
          p: 'وتناسب هذه الخدمة الشركات التي تختبر سوقًا جديدة قبل تأسيس كيان قانوني فيها، أو تحتاج إلى تعيين فريق صغير بسرعة، أو إلى توظيف شخص في بلد لا تملك فيه ترخيصًا. أنتم توجّهون العمل، ونحن نتحمّل أعباء التوظيف الإدارية.',
        },
      ],
    },
  },
  {
    category: 'services',
    question: {
      en: 'How is outsourcing different from employer of record?',
      ar: 'ما الفرق بين الإسناد الخارجي وخدمة صاحب العمل المسجَّل؟',
    },
    answer: {
      en: [
        { p: 'With an employer of record, you choose the people and direct their work; we simply act as their legal employer.' },
        {
          p: 'With outsourcing, we take responsibility for delivering a function or running a team. We recruit, manage and replace staff as needed, and you pay for an agreed service level rather than for individual employees. Typical examples include:',
        },
        {
          ul: [
            'Customer service and call-centre teams',
            'Administrative and back-office support',
            'Payroll and HR administration',
            'Technical staff for specific projects',
          ],
        },
        { p: 'Outsourcing suits work that is essential to your business but not at its core.' },
      ],
      ar: [
        { p: 'في خدمة صاحب العمل المسجَّل تختارون أنتم الموظفين وتوجّهون عملهم، ويقتصر دورنا على أن نكون صاحب العمل القانوني لهم.' },
        {
          p: 'أما في الإسناد الخارجي فنتولّى مسؤولية أداء مهمة كاملة أو تشغيل فريق بأكمله، فنوظّف العاملين ونديرهم ونستبدلهم عند الحاجة، وتدفعون مقابل مستوى خدمة متفق عليه لا مقابل كل موظف على حدة. ومن أمثلة ذلك:',
        },
        {
          ul: [
            'فرق خدمة العملاء ومراكز الاتصال',
            'الدعم الإداري والأعمال المساندة',
            'إدارة الرواتب وشؤون الموظفين',
            'الكوادر الفنية لمشاريع محدّدة',
          ],
        },
        { p: 'ويناسب الإسناد الخارجي الأعمال الضرورية لنشاطكم التي لا تمثّل جوهره.' },
      ],
    },
  },
  {
    category: 'services',
    question: {
      en: 'What do your psychometric assessments measure?',
      ar: 'ماذا تقيس تقييماتكم النفسية المهنية؟',
    },
    answer: {
      en: [
        {
          p: 'Our assessments give an objective view of how a person thinks, behaves and is likely to perform at work. Depending on the role, they cover:',
        },
        {
          ul: [
            'Reasoning ability: verbal, numerical and abstract',
            'Personality and working style',
            'Motivation and values',
            'Leadership potential and situational judgement',
          ],
        },
        {
          p: "Tests are taken online in English or Arabic, and each participant's results are explained in a written report, with a feedback session where needed. More than 500 participants have taken our assessments and programmes, and employers use them for selection, promotion and development.",
        },
      ],
      ar: [
        {
          p: 'تقدّم تقييماتنا صورة موضوعية عن طريقة تفكير الشخص وسلوكه وأدائه المتوقع في العمل، وتشمل بحسب طبيعة الوظيفة:',
        },
        {
          ul: [
            'القدرات الاستدلالية: اللفظية والعددية والمجرّدة',
            'الشخصية وأسلوب العمل',
            'الدوافع والقيم',
            'الإمكانات القيادية وحسن التصرّف في المواقف',
          ],
        },
        {
          p: 'وتُؤدّى الاختبارات عبر الإنترنت باللغة العربية أو الإنجليزية، وتُشرح نتائج كل مشارك في تقرير مكتوب، مع جلسة لمناقشتها عند الحاجة. وقد خضع لتقييماتنا وبرامجنا أكثر من 500 مشارك، ويعتمد عليها أصحاب العمل في قرارات الاختيار والترقية والتطوير.',
        },
      ],
    },
  },
  {
    category: 'services',
    question: {
      en: 'What does your salary survey cover?',
      ar: 'ماذا يشمل مسح الرواتب لديكم؟',
    },
    answer: {
      en: [
        {
          p: 'Our salary survey shows how your pay compares with the market for the same roles, sector and location in Saudi Arabia and the UAE. It looks at the whole package, not just basic salary:',
        },
        {
          ul: [
            'Basic salary and housing and transport allowances',
            'Bonuses and incentive schemes',
            "Benefits such as medical insurance, annual air tickets and children's education allowances",
            'Differences between nationals and expatriates, where relevant',
          ],
        },
        {
          p: 'You receive benchmarks for the roles you choose, with recommendations to help you set pay bands, make competitive offers and retain key people.',
        },
      ],
      ar: [
        {
          p: 'يبيّن مسح الرواتب موقع رواتبكم من السوق للوظائف نفسها في القطاع والموقع ذاتهما في السعودية والإمارات، ولا يقتصر على الراتب الأساسي بل يشمل الحزمة كاملة:',
        },
        {
          ul: [
            'الراتب الأساسي وبدلا السكن والنقل',
            'المكافآت وبرامج الحوافز',
            'المزايا كالتأمين الطبي وتذاكر السفر السنوية وبدل تعليم الأبناء',
            'الفروق بين المواطنين والوافدين عند الاقتضاء',
          ],
        },
        {
          p: 'وتحصلون على مقارنات مرجعية للوظائف التي تختارونها، مع توصيات تساعدكم على وضع سلالم الرواتب وتقديم عروض تنافسية والمحافظة على الكفاءات الرئيسية.',
        },
      ],
    },
  },
  {
    category: 'services',
    question: {
      en: 'What does your HR consultancy cover?',
      ar: 'ما الذي تشمله استشارات الموارد البشرية لديكم؟',
    },
    answer: {
      en: [
        {
          p: 'We help companies build HR foundations that work in practice and comply with Saudi and UAE labour law. Typical projects include:',
        },
        {
          ul: [
            'Writing employee handbooks, policies and employment contracts',
            'Organisation design, job descriptions and grading structures',
            'Compliance reviews covering GOSI, the Wage Protection System, leave and end-of-service gratuity',
            'Performance management and Saudization or Emiratisation planning',
          ],
        },
        {
          p: 'Most engagements start with a short review of your current practices. We then agree priorities, deliver the work alongside your team and hand over tools you can run yourselves.',
        },
      ],
      ar: [
        {
          p: 'نساعد الشركات على بناء أسس متينة للموارد البشرية تنجح في التطبيق وتتوافق مع أنظمة العمل في السعودية والإمارات. ومن المشاريع المعتادة:',
        },
        {
          ul: [
            'إعداد أدلة الموظفين واللوائح والسياسات وعقود العمل',
            'تصميم الهيكل التنظيمي وإعداد الأوصاف الوظيفية وسلالم الدرجات',
            'مراجعات الامتثال المتعلقة بالتأمينات الاجتماعية ونظام حماية الأجور والإجازات ومكافأة نهاية الخدمة',
            'إدارة الأداء والتخطيط للسعودة أو التوطين',
          ],
        },
        {
          p: 'وتبدأ معظم مهامنا بمراجعة موجزة لممارساتكم الحالية، ثم نتّفق على الأولويات وننفّذ العمل جنبًا إلى جنب مع فريقكم، ونسلّمكم أدوات يمكنكم إدارتها بأنفسكم.',
        },
      ],
    },
  },
]

// Testimonials are content, kept as data in testimonials.json (both languages side by side).
export const testimonials = testimonialsData as SeedTestimonial[]
