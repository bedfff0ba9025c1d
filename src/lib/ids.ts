/** A relationship's id, whether Payload returned the id or the populated document. */
export const idOf = <T extends number | string>(value: T | { id: T }): T => (typeof value === 'object' ? value.id : value)
