/**
 * An arrow pointing "forward" in reading order: right in English, left in
 * Arabic (`rtl:-scale-x-100` mirrors it under dir="rtl").
 */
export function ArrowIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 rtl:-scale-x-100 ${className}`}
      data-icon="arrow-forward"
    >
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  )
}
