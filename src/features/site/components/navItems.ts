/** The header's main navigation: message key in `Header`, and the path without locale. */
export const navItems = [
  { key: 'services', href: '/services' },
  { key: 'jobs', href: '/jobs' },
  { key: 'blogs', href: '/blogs' },
  { key: 'faq', href: '/faq' },
  { key: 'about', href: '/about' },
  { key: 'contact', href: '/contact-us' },
] as const

/** A signed-in candidate's own pages (header's account menu): message key in `Header`, and the path without locale. */
export const accountItems = [
  { key: 'myApplications', href: '/profile/applications' },
  { key: 'savedJobs', href: '/saved-jobs' },
] as const

/** The six service pages (spec §2), with their message key in `Services`. */
export const serviceItems = [
  { key: 'recruitment', slug: 'recruitment' },
  { key: 'employerOfRecord', slug: 'employer-of-record' },
  { key: 'hrConsultancy', slug: 'hr-consultancy' },
  { key: 'outsourcing', slug: 'outsourcing' },
  { key: 'psychometricAssessments', slug: 'psychometric-assessments' },
  { key: 'salarySurvey', slug: 'salary-survey' },
] as const
