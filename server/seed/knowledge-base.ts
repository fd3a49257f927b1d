// Demo knowledge base for company acme: categories with subcategories, article types, a dozen
// published procedures staff really follow in the field, a draft only admins see, an article
// assigned to Operations with a question-and-answer acknowledgement that staff@acme.test has not
// done yet (and one with a signature Tom has signed), definitions highlighted in the articles, and
// the Templates modal's catalogue. Stored through the module's own column mapping, so bodies are
// sanitized and searchable exactly as the API would store them.
import type { Database } from '../db/database';
import { contentColumns, type ArticleFields } from '../modules/knowledge-base/article-input';
import { recordVersions } from '../modules/knowledge-base/publishing';
import { addStarterTemplates } from '../modules/knowledge-base/starter-templates';

const steps = (title: string, items: string[], note?: string) =>
  `<h2>${title}</h2><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>${note ? `<blockquote>${note}</blockquote>` : ''}`;

interface DemoArticle {
  title: string;
  category: string;
  type: string;
  tags: string[];
  body: string;
  visibility?: 0 | 1 | 2;
  divisions?: string[];
  everyone?: boolean;
  reassign?: number;
  status?: 0 | 1;
  question?: { text: string; answers: [string, boolean][] };
  signature?: boolean;
}

const ARTICLES: DemoArticle[] = [
  {
    title: 'Forklift pre-shift inspection',
    category: 'Forklifts',
    type: 'Procedure',
    tags: ['forklift', 'daily', 'safety'],
    divisions: ['Operations'],
    visibility: 2,
    reassign: 6,
    body:
      '<p>Every forklift is inspected by its operator before the first lift of each shift. Record the result on the truck’s checklist.</p>' +
      steps('Before starting the engine', [
        'Walk around the truck: look for leaks, damaged tyres and loose overhead guard bolts.',
        'Check the forks for cracks, bends and worn heels; both forks must be level.',
        'Check the lift chains for even tension and lubrication.',
        'Check fluid levels: engine oil, hydraulic oil, coolant (or battery water for electric trucks).',
      ]) +
      steps(
        'With the engine running',
        [
          'Test the horn, lights and reversing alarm.',
          'Test the service brake and the parking brake on a slope.',
          'Raise, lower and tilt the mast through its full range without a load.',
        ],
        'Any fault: tag the truck <strong>OUT OF SERVICE</strong>, remove the key and tell your supervisor. Never operate a tagged truck.',
      ),
    question: {
      text: 'You find a cracked fork during the inspection. What do you do?',
      answers: [
        ['Tag the truck out of service, remove the key and tell the supervisor', true],
        ['Use it carefully for light loads only', false],
        ['Swap the forks yourself and carry on', false],
      ],
    },
  },
  {
    title: 'Charging electric forklift batteries',
    category: 'Forklifts',
    type: 'Procedure',
    tags: ['forklift', 'battery'],
    body:
      '<p>Lead-acid batteries give off hydrogen while charging. Charge only in the marked charging bay.</p>' +
      steps('Charging', [
        'Park in the charging bay, lower the forks, set the parking brake and switch off.',
        'Wear a face shield and acid-resistant gloves (PPE).',
        'Open the battery cover to let gases escape.',
        'Connect the charger plug to the battery plug, never directly to terminals, then switch the charger on.',
        'When charged, switch the charger off before unplugging.',
      ]) +
      '<table><thead><tr><th>Check</th><th>How often</th></tr></thead><tbody><tr><td>Electrolyte level</td><td>Weekly, after charging</td></tr><tr><td>Cable and plug damage</td><td>Every charge</td></tr></tbody></table>',
  },
  {
    title: 'Lockout/tagout before maintenance',
    category: 'Machinery',
    type: 'Procedure',
    tags: ['loto', 'maintenance', 'safety'],
    everyone: true,
    body:
      '<p>LOTO keeps machines from starting while someone works on them. It applies to every repair, cleaning or jam clearing inside a guard.</p>' +
      steps(
        'Six steps',
        [
          'Tell everyone affected that the machine is being shut down.',
          'Shut the machine down with its normal controls.',
          'Isolate every energy source: electrical, pneumatic, hydraulic, gravity, springs.',
          'Apply your own lock and tag to each isolation point. One person, one lock, one key.',
          'Release stored energy: bleed air, block raised parts, discharge capacitors.',
          'Verify: try to start the machine, then return the controls to OFF.',
        ],
        'Only the person who applied a lock removes it.',
      ),
    signature: true,
  },
  {
    title: 'Working at height: ladders',
    category: 'Working at height',
    type: 'Procedure',
    tags: ['ladder', 'safety'],
    body:
      steps('Before you climb', [
        'Use a ladder only for short jobs (under 30 minutes) at up to 9 m.',
        'Check stiles, rungs and feet for damage.',
        'Set it at a 1-in-4 angle on firm, level ground; tie it or have it footed.',
      ]) +
      steps('While on the ladder', [
        'Keep three points of contact and face the ladder.',
        'Do not stand on the top three rungs.',
        'Never overreach: your belt buckle stays between the stiles.',
      ]),
  },
  {
    title: 'Chemical spill response',
    category: 'Emergencies',
    type: 'Procedure',
    tags: ['spill', 'chemicals', 'emergency'],
    everyone: true,
    body:
      '<p>Small spills (under 5 litres of a known substance) are cleaned up by trained staff. Anything else: evacuate the area and call the emergency number.</p>' +
      steps('Small spill', [
        'Warn people nearby and keep them away.',
        'Read the SDS for the substance and put on the PPE it names.',
        'Contain the spill with the absorbent socks from the spill kit, working from the outside in.',
        'Cover with absorbent pads, bag the waste and label it as hazardous.',
        'Report the spill in the incident log the same day.',
      ]),
  },
  {
    title: 'Fire evacuation',
    category: 'Emergencies',
    type: 'Policy',
    tags: ['fire', 'emergency'],
    everyone: true,
    reassign: 12,
    body:
      '<p>On hearing the alarm, everyone leaves by the nearest exit and goes to the assembly point in the north car park.</p>' +
      '<ul><li>Do not stop to collect belongings.</li><li>Do not use lifts.</li><li>Fire wardens sweep their area and report to the assembly point.</li><li>Nobody re-enters until the fire service says so.</li></ul>',
  },
  {
    title: 'Reporting an incident or near miss',
    category: 'Emergencies',
    type: 'Policy',
    tags: ['incident', 'reporting'],
    body:
      '<p>Report every injury, damage and near miss before the end of your shift, however small. Reports are about learning, not blame.</p>' +
      steps('What to write', [
        'What happened, where and when.',
        'Who was involved or saw it.',
        'What you did straight away.',
        'What could stop it happening again.',
      ]),
  },
  {
    title: 'Manual handling: lifting safely',
    category: 'Safety',
    type: 'Guide',
    tags: ['lifting', 'safety'],
    body: steps('Lift', [
      'Plan the lift: weight, route, where it will go down. Get help or a trolley over 25 kg.',
      'Feet apart, one slightly forward; bend your knees, not your back.',
      'Grip firmly, keep the load close to your waist.',
      'Lift smoothly, turn with your feet, do not twist your back.',
    ]),
  },
  {
    title: 'Vehicle daily walk-around check',
    category: 'Vehicles',
    type: 'Procedure',
    tags: ['vehicle', 'daily'],
    divisions: ['Operations', 'Sales'],
    visibility: 2,
    body: steps(
      'Walk around the van',
      [
        'Tyres: tread at least 1.6 mm, no cuts or bulges, pressures as on the door sticker.',
        'Lights and indicators, mirrors and windscreen clear.',
        'Load secured with straps; nothing loose in the cab.',
        'Fuel card, first-aid kit and fire extinguisher on board.',
      ],
      'Report defects in the vehicle app before you drive.',
    ),
  },
  {
    title: 'Customer site arrival and sign-in',
    category: 'Customer visits',
    type: 'Guide',
    tags: ['customer', 'site'],
    body: steps('On arrival', [
      'Park in the visitor area, never in front of fire exits.',
      'Sign in at reception and wear the visitor badge where it can be seen.',
      'Ask for the site’s own safety induction and follow their rules.',
      'Clock in from the app once you are on site.',
    ]),
  },
  {
    title: 'Expenses: what you can claim',
    category: 'People',
    type: 'Policy',
    tags: ['expenses', 'hr'],
    body:
      '<p>Claim within 30 days with a photo of the receipt.</p><table><thead><tr><th>Item</th><th>Limit</th></tr></thead><tbody>' +
      '<tr><td>Meals on a full-day site visit</td><td>$25 a day</td></tr><tr><td>Parking</td><td>Actual cost</td></tr><tr><td>Mileage in your own car</td><td>$0.65 a mile</td></tr></tbody></table>',
  },
  {
    title: 'Requesting time off',
    category: 'People',
    type: 'Guide',
    tags: ['time off', 'hr'],
    body: steps('Book time off', [
      'Check the team calendar for clashes.',
      'Send a request from Requests with the dates and type of leave at least two weeks ahead.',
      'Your manager approves or declines; you get a notification either way.',
    ]),
  },
  {
    title: 'Forklift pedestrian zones (new layout)',
    category: 'Forklifts',
    type: 'Procedure',
    tags: ['forklift', 'warehouse'],
    status: 1,
    body: '<p>Draft: the new warehouse layout separates forklift aisles from walkways with barriers. Map to follow.</p>',
  },
];

const CATEGORIES: [string, string | null][] = [
  ['Safety', null],
  ['Forklifts', 'Safety'],
  ['Machinery', 'Safety'],
  ['Working at height', 'Safety'],
  ['Emergencies', 'Safety'],
  ['Field work', null],
  ['Vehicles', 'Field work'],
  ['Customer visits', 'Field work'],
  ['People', null],
];

const TYPES = [
  { type: 'Procedure', color: '#0cb2fc', description: 'Step-by-step instructions', is_default: true },
  { type: 'Policy', color: '#f59e0b', description: 'Rules everyone follows', is_default: false },
  { type: 'Guide', color: '#10b981', description: 'Good practice and tips', is_default: false },
];

const DEFINITIONS: [string, string][] = [
  ['PPE', 'Personal protective equipment: gloves, glasses, boots, hi-vis and the like.'],
  ['LOTO', 'Lockout/tagout: isolating and locking energy sources before work on a machine.'],
  ['SDS', 'Safety data sheet: the supplier’s sheet of hazards and handling for a chemical.'],
  ['Near miss', 'An event that could have caused harm but did not.'],
];

async function idsByName(db: Database, companyId: number) {
  const [divisions, staff] = await Promise.all([
    db.selectFrom('divisions').select(['id', 'division_name']).where('company_id', '=', companyId).execute(),
    db
      .selectFrom('staff')
      .innerJoin('users', 'users.id', 'staff.user_id')
      .select(['staff.id', 'users.email'])
      .where('staff.company_id', '=', companyId)
      .execute(),
  ]);
  return {
    division: new Map(divisions.map((d) => [d.division_name, d.id])),
    staff: new Map(staff.map((s) => [s.email, s.id])),
  };
}

export async function seedKnowledgeBase(db: Database, companyId: number): Promise<void> {
  const names = await idsByName(db, companyId);
  const admin = names.staff.get('admin@acme.test')!;
  const category = new Map<string, number>();
  for (const [name, parent] of CATEGORIES) {
    const { id } = await db
      .insertInto('kb_categories')
      .values({ company_id: companyId, category: name, parent_id: parent ? category.get(parent)! : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    category.set(name, id);
  }
  const types = await db
    .insertInto('kb_article_types')
    .values(TYPES.map((t) => ({ company_id: companyId, ...t })))
    .returning(['id', 'type'])
    .execute();
  const type = new Map(types.map((t) => [t.type, t.id]));
  await db
    .insertInto('kb_definitions')
    .values(DEFINITIONS.map(([term, definition]) => ({ company_id: companyId, term, definition })))
    .execute();

  const rows = await db
    .insertInto('kb_articles')
    .values(
      ARTICLES.map((a) => {
        const fields: ArticleFields = {
          title: a.title,
          article_category: category.get(a.category)!,
          body: a.body,
          visibility: a.visibility ?? 1,
          type: type.get(a.type)!,
          tags: a.tags,
          video_url: null,
          file_url: null,
          file_urls: [],
          division: (a.divisions ?? []).map((d) => names.division.get(d)!),
          individuals: [],
          assigned_positions: [],
          assigned_responsibilities: [],
          is_assigned_to_everyone: a.everyone ?? false,
          reassign_month_duration: a.reassign ?? 0,
          public_knowledgebases: [],
          flow_chart: null,
          decision_chart: null,
          acknowledgement_type: a.question ? 2 : a.signature ? 1 : null,
          acknowledgement_question: a.question?.text ?? null,
          article_answers: (a.question?.answers ?? []).map(([answer, is_correct]) => ({ answer, is_correct })),
        };
        const published = (a.status ?? 0) === 0;
        return {
          ...contentColumns(fields),
          company_id: companyId,
          status: a.status ?? 0,
          author_staff_id: admin,
          last_edited_by_staff_id: admin,
          published_on: published ? new Date() : null,
        };
      }),
    )
    .returning(['id', 'title', 'status'])
    .execute();
  await recordVersions(
    db,
    rows.filter((r) => r.status === 0).map((r) => r.id),
    admin,
  );

  // Tom has read and signed the lockout procedure; Sam has read the fire evacuation only.
  const article = new Map(rows.map((r) => [r.title, r.id]));
  const tom = names.staff.get('tom@acme.test');
  const sam = names.staff.get('staff@acme.test');
  const loto = article.get('Lockout/tagout before maintenance')!;
  if (tom) {
    await db
      .insertInto('kb_article_reads')
      .values({ company_id: companyId, article_id: loto, staff_id: tom, read_on: new Date() })
      .execute();
    await db
      .insertInto('kb_acknowledgements')
      .values({
        company_id: companyId,
        article_id: loto,
        staff_id: tom,
        acknowledgement_type: 1,
        signature: 'Tom Turner',
      })
      .execute();
  }
  if (sam) {
    await db
      .insertInto('kb_article_reads')
      .values({
        company_id: companyId,
        article_id: article.get('Fire evacuation')!,
        staff_id: sam,
        read_on: new Date(),
      })
      .execute();
  }
  await addStarterTemplates(db, companyId);
}
