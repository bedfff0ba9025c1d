import { PASSWORD_MAX, PASSWORD_MIN } from './constants'

let common: Set<string> | undefined

/** The 18,000 most common passwords of at least 8 characters (zxcvbn-ts' list), loaded once. */
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common')
    common = new Set((dictionary['passwords-common'] as string[]).filter((p) => p.length >= PASSWORD_MIN))
  }
  return common
}

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordCommon'

/** NIST 800-63B: length 8–128, no composition rules, refuse known common passwords. */
export async function passwordProblem(password: string): Promise<PasswordProblem | null> {
  if (password.length < PASSWORD_MIN) return 'passwordTooShort'
  if (password.length > PASSWORD_MAX) return 'passwordTooLong'
  if ((await commonPasswords()).has(password.toLowerCase())) return 'passwordCommon'
  return null
}
