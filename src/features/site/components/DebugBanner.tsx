export function DebugBanner({ text }: { text: string }) {
  return (
    <p role="note" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900">
      {text}
    </p>
  )
}
