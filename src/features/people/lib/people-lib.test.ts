// The spreadsheet import plan and its per-row outcomes, and position order options 1..n + 1.
import { describe, expect, it } from 'vitest';
import type { Division, Position } from '../../../../contract/people';
import { orderOptions } from '../components/position-dialog';
import { batchFailed, batches, batchOutcomes, notSent } from './import-outcome';
import { planImport, type ImportRow } from './staff-import';

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

describe('import outcomes', () => {
  const row = (line: number, problems: string[] = []): ImportRow => ({ line, body: {}, cells: {}, problems });
  const rows = [row(2), row(3, ['division: X']), row(4), row(5), row(6)];

  it('sends the rows without problems in batches and maps each batch’s ids back to file lines', () => {
    const [first, second] = batches(rows, 2);
    expect(first!.map((r) => r.line)).toEqual([2, 4]);
    expect(second!.map((r) => r.line)).toEqual([5, 6]);
    expect(notSent(rows)).toEqual(new Map([[3, { status: 'not-sent', problems: ['division: X'] }]]));
    // The server numbers the second batch's rows 1 and 2: its error for ID 1 is line 5.
    const outcomes = batchOutcomes(second!, {
      succeeded: [77],
      errors: [{ id: 1, reason: 'email: Enter a valid email address.', message: 'Error for ID 1: …' }],
    });
    expect(outcomes).toEqual(
      new Map([
        [5, { status: 'refused', message: 'Error for ID 5: email: Enter a valid email address.' }],
        [6, { status: 'added', staffId: 77 }],
      ]),
    );
    expect(batchFailed(first!, 'An error occurred').get(4)).toEqual({
      status: 'refused',
      message: 'Error for ID 4: An error occurred',
    });
  });
});
