import { describe, expect, it } from 'vitest'

import { fieldTypes, whereProblem } from './whereLimits'

const typeOf = fieldTypes([
  { name: 'key', type: 'text' },
  { name: 'purpose', type: 'select', options: ['jobAlerts', { value: 'newApplications' }] },
  { name: 'createdAt', type: 'date' },
])
const problem = (query: string) => whereProblem(new URLSearchParams(query), typeOf)

describe('a REST where on a select field', () => {
  it('matches it against its own values only', () => {
    expect(problem('where[purpose][equals]=newApplications')).toBeNull()
    expect(problem('where[purpose][in]=jobAlerts,newApplications')).toBeNull()
    expect(problem('where[purpose][equals]=1')).toEqual({ reason: 'value' })
  })

  it('refuses matching it as text (PostgreSQL keeps selects as enums), which stays allowed on text fields', () => {
    for (const operator of ['like', 'not_like', 'contains']) {
      expect(problem(`where[purpose][${operator}]=1`)).toEqual({ reason: 'operator', operator })
      expect(problem(`where[or][0][purpose][${operator}]=job`)).toEqual({ reason: 'operator', operator })
      expect(problem(`where[key][${operator}]=application:1:`)).toBeNull()
    }
    expect(problem('where[purpose][exists]=true')).toBeNull()
  })
})
