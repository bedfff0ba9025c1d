/** The brand mark: a stylised star of connected points. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className={className}>
      <rect width="32" height="32" rx="8" fill="#c98b2b" />
      <path d="M16 6l2.6 6.4L25 13.2l-5 4.4 1.6 6.6L16 20.6l-5.6 3.6 1.6-6.6-5-4.4 6.4-.8z" fill="#08303a" />
    </svg>
  )
}
