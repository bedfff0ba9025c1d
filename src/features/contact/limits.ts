/**
 * The contact form's limits, apart from its schema: the form shows them with the page, while the schema (zod and
 * the phone-number metadata) loads on the visitor's first interaction.
 */

/** Spec §9: a message of at least 10 and under 1000 characters. */
export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 999
export const NAME_MAX = 80
