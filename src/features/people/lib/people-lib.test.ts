// The phone mask (999) 999-9999, the spreadsheet import plan, and position order options 1..n + 1.
import { describe, expect, it } from 'vitest';
import type { Division, Position } from '../../../../contract/people';
import { orderOptions } from '../components/position-dialog';
import { isPhoneComplete, maskPhone } from './phone-mask';
import { planImport } from './staff-import';

describe('maskPhone', () => {
  it('fills the mask as digits are typed and ignores anything else', () => {
    expect(maskPhone('5')).toBe('(5');
    expect(maskPhone('555123')).toBe('(555) 123');
    expect(maskPhone('555-123-4567 ext 9')).toBe('(555) 123-4567');
    expect(maskPhone('abc')).toBe('');
    expect(isPhoneComplete('(555) 123-4567')).toBe(true);
    expect(isPhoneComplete('(555) 123')).toBe(false);
    expect(isPhoneComplete('')).toBe(true);
  });
});

describe('planImport', () => {
  const divisions = [{ id: 7, division_name: 'Field Ops' }] as Division[];
  const positions = [
    { id: 3, name: 'Driver' },
    { id: 4, name: 'Lead' },
  ] as Position[];

  it('reads columns by name in any order and case, and looks names up', () => {
    const plan = planImport(
      [
        ['First Name', 'E-mail', 'Department', 'Positions', 'Phone', 'Notes'],
        ['Ann', 'ann@x.test', 'field ops', 'Lead; Driver', '(555) 000-1111', 'ignored'],
        ['', '', '', '', '', ''],
        ['Bo', 'bo@x.test', 'Nowhere', 'Pilot', '', ''],
      ],
      divisions,
      positions,
    );
    expect(plan.columns).toEqual(['first_name', 'email', 'division', 'positions', 'personal_phone', null]);
    expect(plan.rows).toHaveLength(2);
    expect(plan.rows[0]).toMatchObject({
      line: 2,
      body: {
        first_name: 'Ann',
        email: 'ann@x.test',
        staff_division: 7,
        positions: [4, 3],
        personal_phone: '(555) 000-1111',
      },
      problems: [],
    });
    expect(plan.rows[1]).toMatchObject({
      line: 4,
      body: { positions: [] },
      problems: ['division: Nowhere', 'position: Pilot'],
    });
  });
});

it('offers position orders from 1 to the number of positions plus 1', () => {
  expect(orderOptions(3)).toEqual([1, 2, 3, 4]);
  expect(orderOptions(0)).toEqual([1]);
});
