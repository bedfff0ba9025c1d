import { describe, expect, it } from 'vitest'

import { initiallyTicked, type Proposal } from './proposals'

const row = (field: Proposal['field'], current: string, proposed: string, needed = false): Proposal => ({
  field,
  current,
  proposed,
  needed,
})

describe('the CV review form opens with proposals for empty fields ticked (issue 28, item 4)', () => {
  it('ticks a proposal for an empty field, not one that would replace a value or a field the CV left empty', () => {
    const rows = [
      row('fullName', 'Reem Al-Qahtani', 'Reem Saad Al-Qahtani'),
      row('phoneNumber_1', '', '+966501234567'),
      row('city', '  ', 'Riyadh'),
      row('state', '', '', true),
      row('skills', 'Payroll', 'Payroll, SAP'),
      row('experienceYears', '', '7'),
    ]
    expect(initiallyTicked(rows)).toEqual(['phoneNumber_1', 'city', 'experienceYears'])
  })
})
