/** The Apply button's look, shared by the button on the page and the panel that replaces it. */
export const applyButton =
  'mt-4 flex w-full items-center justify-center gap-2 rounded-md bg-accent-500 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-400 disabled:opacity-70'
