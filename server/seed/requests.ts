// Demo requests, tasks and purchase requests for company acme: request types (one of them time off,
// decided by any request admin), a few requests in each state with their history (an approved time
// off shows on the calendar), tasks across every board column, and purchase requests filed under the
// company's lists at each step. Fixed dates relative to today, no randomness.
import type { Database } from '../db/database';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedRequests(db: Database, companyId: number): Promise<void> {
  const staff = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['staff.id', 'users.email'])
    .where('staff.company_id', '=', companyId)
    .orderBy('staff.id')
    .execute();
  const id = (email: string) => staff.find((s) => s.email === email)?.id ?? staff[0]!.id;
  const admin = id('admin@acme.test');
  const sam = id('staff@acme.test');
  const others = staff.map((s) => s.id).filter((s) => s !== admin && s !== sam);

  const [vacation, equipment, training] = await db
    .insertInto('request_types')
    .values([
      { company_id: companyId, name: 'Vacation', description: 'Paid time off.', is_time_off: true },
      {
        company_id: companyId,
        name: 'Equipment',
        description: 'Tools, uniforms and safety gear.',
        approver_staff_id: admin,
      },
      { company_id: companyId, name: 'Training', description: 'Courses and certificates.' },
    ])
    .returning('id')
    .execute();

  const request = async (values: {
    type: number;
    requester: number;
    title: string;
    status?: 'pending' | 'approved' | 'rejected';
    dates?: [number, number];
  }) => {
    const [start, end] = values.dates ? [day(values.dates[0]), day(values.dates[1])] : [null, null];
    const timeOff =
      start && end
        ? await db
            .insertInto('staff_time_offs')
            .values({
              company_id: companyId,
              staff_id: values.requester,
              start_date: start,
              end_date: end,
              time_off_type: 'Vacation',
              status: values.status ?? 'pending',
              note: values.title,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : null;
    const decision = values.status === 'approved' || values.status === 'rejected' ? values.status : null;
    const decided = decision !== null;
    const row = await db
      .insertInto('requests')
      .values({
        company_id: companyId,
        request_type_id: values.type,
        requester_staff_id: values.requester,
        approver_staff_id: values.type === equipment!.id ? admin : null,
        title: values.title,
        status: values.status ?? 'pending',
        start_date: start,
        end_date: end,
        time_off_id: timeOff?.id ?? null,
        decided_by_staff_id: decided ? admin : null,
        decided_at: decided ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('request_events')
      .values([
        { company_id: companyId, request_id: row.id, actor_staff_id: values.requester, action: 'created' },
        ...(decided ? [{ company_id: companyId, request_id: row.id, actor_staff_id: admin, action: decision }] : []),
      ])
      .execute();
    return row.id;
  };
  await request({ type: vacation!.id, requester: sam, title: 'Summer holiday', status: 'approved', dates: [10, 14] });
  await request({ type: vacation!.id, requester: sam, title: 'Long weekend', dates: [30, 31] });
  const boots = await request({ type: equipment!.id, requester: sam, title: 'New safety boots' });
  await request({ type: training!.id, requester: others[0] ?? sam, title: 'First aid course', status: 'rejected' });
  await db
    .insertInto('request_comments')
    .values({ company_id: companyId, request_id: boots, author_staff_id: admin, body: 'Which size do you need?' })
    .execute();

  const titles = [
    ['Inspect the north site fence', 'todo'],
    ['Order gravel for the car park', 'todo'],
    ['Replace the van’s wiper blades', 'todo'],
    ['Service the generator', 'in_progress'],
    ['Paint the loading bay lines', 'in_progress'],
    ['Write the monthly safety report', 'in_review'],
    ['Fix the warehouse door', 'done'],
    ['Clean the tool room', 'done'],
  ] as const;
  for (const [i, [title, status]] of titles.entries()) {
    const task = await db
      .insertInto('tasks')
      .values({
        company_id: companyId,
        title,
        status,
        position: i,
        due_date: status === 'done' ? day(-3) : day(i - 2),
        created_by_staff_id: admin,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('task_assignees')
      .values({ company_id: companyId, task_id: task.id, staff_id: i % 2 ? admin : sam })
      .execute();
  }

  const options = await db
    .insertInto('purchase_options')
    .values([
      { company_id: companyId, kind: 'purchase_method', name: 'Company card' },
      { company_id: companyId, kind: 'purchase_method', name: 'Invoice' },
      { company_id: companyId, kind: 'purchase_type', name: 'Equipment' },
      { company_id: companyId, kind: 'purchase_type', name: 'Supplies' },
      { company_id: companyId, kind: 'set_aside', name: 'Small business' },
      { company_id: companyId, kind: 'set_aside', name: 'None' },
    ])
    .returning(['id', 'name'])
    .execute();
  const option = (name: string) => options.find((o) => o.name === name)!.id;
  const purchases = [
    { title: 'Safety helmets', vendor: 'SafeCo', status: 'pending', cents: [[10, 2450]] },
    { title: 'Printer toner', vendor: 'OfficeHub', status: 'approved', cents: [[4, 3999]] },
    { title: 'Pressure washer', vendor: 'ToolMart', status: 'paid', cents: [[1, 42900]] },
  ] as const;
  for (const p of purchases) {
    const row = await db
      .insertInto('purchase_requests')
      .values({
        company_id: companyId,
        requester_staff_id: sam,
        title: p.title,
        vendor: p.vendor,
        purchase_method_id: option(p.status === 'paid' ? 'Invoice' : 'Company card'),
        purchase_type_id: option(p.title === 'Printer toner' ? 'Supplies' : 'Equipment'),
        set_aside_id: option('None'),
        currency: 'USD',
        total_cents: p.cents.reduce((sum, [q, c]) => sum + q * c, 0),
        status: p.status,
        payment_reference: p.status === 'paid' ? 'INV-1042' : '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('purchase_request_items')
      .values(
        p.cents.map(([quantity, cents]) => ({
          company_id: companyId,
          purchase_request_id: row.id,
          description: p.title,
          quantity,
          unit_price_cents: cents,
        })),
      )
      .execute();
    const steps = { pending: [], approved: ['approved'], paid: ['approved', 'paid'] }[p.status] as (
      'approved' | 'paid'
    )[];
    await db
      .insertInto('purchase_request_events')
      .values([
        { company_id: companyId, purchase_request_id: row.id, actor_staff_id: sam, action: 'submitted' as const },
        ...steps.map((action) => ({
          company_id: companyId,
          purchase_request_id: row.id,
          actor_staff_id: admin,
          action,
        })),
      ])
      .execute();
  }
}
