const shape = 'flex w-full items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold'
const apply = 'bg-accent-500 text-brand-900 hover:bg-accent-400 disabled:opacity-70'
const applied = 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200'

/** The Apply button's look, shared by the button on the page and the panel that replaces it. */
export const applyButton = `mt-4 ${shape} ${apply}`
/** "Applied · see how it is going", where Apply was. */
export const appliedButton = `mt-4 ${shape} ${applied}`
/** The same two in the phone's bar at the bottom of the screen. */
export const barButton = { apply: `${shape} ${apply}`, applied: `${shape} ${applied}` }
