// Demo checklists for company acme: two templates written by the admin (a site safety walk with an
// item of every kind, and a short vehicle check) and checklists of both assigned to
// staff@acme.test, one of them shared with the admin, so two people can fill the same checklist.
import type { TemplateData } from '../../contract/checklists';
import type { Database } from '../db/database';
import { insertChecklist, setAssignees } from '../modules/checklist/checklists.repository';
import { insertTemplate, replaceTemplateItems, templateItems } from '../modules/checklist/templates.repository';

const TEMPLATES: Array<Pick<TemplateData, 'name' | 'description' | 'items'>> = [
  {
    name: 'Site safety walk',
    description: 'Walk the site before the first job of the day.',
    items: [
      { label: 'Exits clear', kind: 'checkbox', required: true, options: [] },
      { label: 'Fire extinguisher pressure (bar)', kind: 'number', required: true, options: [] },
      { label: 'Weather', kind: 'choice', required: false, options: ['Dry', 'Wet', 'Icy'] },
      { label: 'Next inspection', kind: 'date', required: false, options: [] },
      { label: 'Hazards seen', kind: 'text', required: false, options: [] },
      { label: 'Photo of the work area', kind: 'photo', required: false, options: [] },
      { label: 'Site lead signature', kind: 'signature', required: false, options: [] },
    ],
  },
  {
    name: 'Vehicle check',
    description: 'Before driving out.',
    items: [
      { label: 'Tyres look fine', kind: 'checkbox', required: true, options: [] },
      { label: 'Mileage', kind: 'number', required: true, options: [] },
      { label: 'Fuel level', kind: 'choice', required: false, options: ['Full', 'Half', 'Low'] },
    ],
  },
];

async function staffId(db: Database, companyId: number, email: string): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select('staff.id')
    .where('staff.company_id', '=', companyId)
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedChecklists(db: Database, companyId: number): Promise<void> {
  const admin = await staffId(db, companyId, 'admin@acme.test');
  const staff = await staffId(db, companyId, 'staff@acme.test');
  for (const [index, template] of TEMPLATES.entries()) {
    const id = await insertTemplate(db, companyId, admin, template);
    await replaceTemplateItems(db, companyId, id, template.items);
    const checklist = await insertChecklist(
      db,
      {
        company_id: companyId,
        template_id: id,
        template_name: template.name,
        title: template.name,
        description: template.description,
        due_date: null,
        created_by_staff_id: admin,
      },
      await templateItems(db, companyId, id),
    );
    // The safety walk is shared: the admin and the staff member fill it together.
    await setAssignees(db, companyId, checklist, index === 0 ? [staff, admin] : [staff]);
  }
}
