/** The browser UI colour (theme-color) of the pages and the installed app. */
export const THEME_COLOR = '#0c4654'
