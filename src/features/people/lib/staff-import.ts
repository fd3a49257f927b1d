// Rows of an imported CSV or spreadsheet → bodies for bulk-create-staff/. The first row names the
// columns (in any order, any case; a few common spellings are understood); division and position
// cells hold names, looked up among the company's. Cells the server checks (e-mail, phone) are
// passed through, so its per-row errors are the ones the user sees: a phone is read there by
// contract/phone.ts, as the staff forms read it, so a number the form takes is taken here too.
import type { Division, Position } from '../../../../contract/people';

export const IMPORT_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'personal_phone',
  'gender',
  'division',
  'positions',
  'user_type',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

const ALIASES: Record<string, Column> = {
  email: 'email',
  'e-mail': 'email',
  'email address': 'email',
  'first name': 'first_name',
  first_name: 'first_name',
  firstname: 'first_name',
  'last name': 'last_name',
  last_name: 'last_name',
  lastname: 'last_name',
  surname: 'last_name',
  phone: 'personal_phone',
  personal_phone: 'personal_phone',
  'phone number': 'personal_phone',
  gender: 'gender',
  division: 'division',
  department: 'division',
  'division/dept': 'division',
  position: 'positions',
  positions: 'positions',
  title: 'positions',
  'user type': 'user_type',
  user_type: 'user_type',
  role: 'user_type',
};

export interface ImportRow {
  /** Line in the file (the header is line 1). */
  line: number;
  body: Record<string, unknown>;
  /** The file's own text per known column, for the preview. */
  cells: Partial<Record<Column, string>>;
  /** Problems found before sending (unknown division or position names). */
  problems: string[];
}

export interface ImportPlan {
  columns: (Column | null)[];
  rows: ImportRow[];
}

const byName = <T extends { id: number }>(items: T[], name: (item: T) => string) =>
  new Map(items.map((item) => [name(item).trim().toLowerCase(), item.id]));

export function planImport(table: string[][], divisions: Division[], positions: Position[]): ImportPlan {
  const [header = [], ...data] = table;
  const columns = header.map((h) => ALIASES[h.trim().toLowerCase()] ?? null);
  const divisionIds = byName(divisions, (d) => d.division_name);
  const positionIds = byName(positions, (p) => p.name);
  const rows: ImportRow[] = [];
  data.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const body: Record<string, unknown> = {};
    const shown: ImportRow['cells'] = {};
    const problems: string[] = [];
    columns.forEach((column, c) => {
      const value = (cells[c] ?? '').trim();
      if (!column || value === '') return;
      shown[column] = value;
      if (column === 'division') {
        const id = divisionIds.get(value.toLowerCase());
        if (id) body.staff_division = id;
        else problems.push(`division: ${value}`);
      } else if (column === 'positions') {
        const names = value
          .split(/[;|]/)
          .map((n) => n.trim())
          .filter(Boolean);
        const ids = names.map((n) => positionIds.get(n.toLowerCase()));
        names.forEach((n, k) => ids[k] === undefined && problems.push(`position: ${n}`));
        body.positions = ids.filter((id): id is number => id !== undefined);
      } else if (column === 'user_type') body.user_type = value.toLowerCase();
      else body[column] = value;
    });
    rows.push({ line: i + 2, body, cells: shown, problems });
  });
  return { columns, rows };
}
