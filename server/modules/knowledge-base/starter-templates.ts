// The Templates modal's catalogue (spec knowledge-base §2): categories of subjects, each with a
// name, a description and the article skeleton Generate puts in the body. Every new company starts
// with it (sign-up), and so does the demo. One subject has no article, so the modal's "No article
// for this subject" state is reachable.
import type { Database } from '../../db/database';

const section = (heading: string, items: string[]) =>
  `<h3>${heading}</h3><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const skeleton = (title: string, purpose: string, sections: [string, string[]][]) =>
  `<h2>${title}</h2><p><strong>Purpose:</strong> ${purpose}</p>` +
  `<p><strong>Applies to:</strong> [teams, sites or roles]</p>` +
  sections.map(([h, items]) => section(h, items)).join('') +
  '<p><strong>Owner:</strong> [name] · <strong>Review by:</strong> [date]</p>';

export interface TemplateSeed {
  name: string;
  subjects: { name: string; description: string; subject_article: string | null }[];
}

export const KB_TEMPLATES: TemplateSeed[] = [
  {
    name: 'Standard operating procedures',
    subjects: [
      {
        name: 'Equipment inspection',
        description: 'A pre-use check of a machine or vehicle, with what to do when something fails.',
        subject_article: skeleton('[Equipment] pre-use inspection', 'make sure [equipment] is safe before each use.', [
          ['Before starting', ['[Visual check]', '[Fluids, tyres, guards]']],
          ['Function test', ['[Controls]', '[Brakes, alarms, lights]']],
          [
            'If something fails',
            ['Tag the equipment out of service.', 'Tell [supervisor].', 'Record the fault in [log].'],
          ],
        ]),
      },
      {
        name: 'Opening and closing a site',
        description: 'What the first and last person on site do each day.',
        subject_article: skeleton('Opening and closing [site]', 'leave the site safe and secure every day.', [
          ['Opening', ['Disarm the alarm.', '[Lights, heating, equipment on]', 'Walk the fire exits.']],
          ['Closing', ['[Equipment off]', 'Check every room is empty.', 'Lock up and set the alarm.']],
        ]),
      },
      {
        name: 'Shift handover',
        description: 'Passing work, issues and open jobs to the next shift.',
        subject_article: skeleton('Shift handover', 'make sure nothing is lost between shifts.', [
          ['Outgoing shift', ['[Jobs finished and open]', '[Faults and hazards]', '[Deliveries expected]']],
          [
            'Incoming shift',
            ['Read the handover note.', 'Ask about anything unclear before the outgoing shift leaves.'],
          ],
        ]),
      },
    ],
  },
  {
    name: 'Health and safety',
    subjects: [
      {
        name: 'Risk assessment',
        description: 'Hazards of a task, who may be harmed and the controls in place.',
        subject_article:
          '<h2>Risk assessment: [task]</h2><table><thead><tr><th>Hazard</th><th>Who may be harmed</th><th>Controls</th><th>Risk (L/M/H)</th></tr></thead>' +
          '<tbody><tr><td>[hazard]</td><td>[who]</td><td>[controls]</td><td>[L/M/H]</td></tr></tbody></table>' +
          '<p><strong>Assessed by:</strong> [name] · <strong>Date:</strong> [date]</p>',
      },
      {
        name: 'Emergency procedure',
        description: 'Fire, spill, injury or evacuation: who does what.',
        subject_article: skeleton('[Emergency] procedure', 'keep people safe when [emergency] happens.', [
          ['Raise the alarm', ['[How to raise it]', 'Call [emergency number].']],
          ['Respond', ['[First actions]', 'Go to the assembly point at [place].']],
          ['Afterwards', ['Report it in [incident log].', '[Who reviews it]']],
        ]),
      },
      {
        name: 'Toolbox talk',
        description: 'A five-minute safety talk for the start of a shift.',
        subject_article: null,
      },
    ],
  },
  {
    name: 'People and HR',
    subjects: [
      {
        name: 'Policy',
        description: 'A company rule: what it is, who it applies to and what happens if it is broken.',
        subject_article: skeleton('[Policy name]', '[why the policy exists].', [
          ['The rule', ['[What everyone must do]', '[What is not allowed]']],
          ['Questions and exceptions', ['Ask [contact].']],
        ]),
      },
      {
        name: 'New starter onboarding',
        description: 'The first week of a new team member.',
        subject_article: skeleton('Welcome to [team]', 'help new starters find their feet in their first week.', [
          ['Day one', ['Meet [buddy].', 'Collect [equipment, badge, uniform].', 'Install the app and sign in.']],
          ['First week', ['Read the assigned articles.', '[Shadow shifts]', 'Check in with [manager] on Friday.']],
        ]),
      },
    ],
  },
  {
    name: 'Customer service',
    subjects: [
      {
        name: 'Handling a complaint',
        description: 'Listening, fixing and following up on a customer complaint.',
        subject_article: skeleton('Handling a customer complaint', 'turn a complaint into a customer who stays.', [
          ['Listen', ['Let the customer finish.', 'Repeat back what you heard.']],
          ['Act', ['[What you may offer on the spot]', 'Log it in [system].']],
          ['Follow up', ['Call back within [time].']],
        ]),
      },
      {
        name: 'Site visit checklist',
        description: 'Before, during and after a visit to a customer site.',
        subject_article: skeleton('Customer site visit', 'make every visit safe and professional.', [
          ['Before', ['Confirm the time and contact.', '[Parts and tools]']],
          ['On site', ['Sign in at reception.', 'Follow the site’s rules.']],
          ['After', ['[Report and photos]', 'Clock out from the app.']],
        ]),
      },
    ],
  },
];

/** Gives a company the starter catalogue. */
export async function addStarterTemplates(db: Database, companyId: number): Promise<void> {
  for (const [order, category] of KB_TEMPLATES.entries()) {
    const { id } = await db
      .insertInto('kb_template_categories')
      .values({ company_id: companyId, name: category.name, order })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('kb_template_subjects')
      .values(category.subjects.map((s, i) => ({ company_id: companyId, category_id: id, order: i, ...s })))
      .execute();
  }
}
