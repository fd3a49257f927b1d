// The library of ready-made courses (spec knowledge-base §7 Library: library/courses/ and
// library/categories/): a few courses most companies need, each with articles to read and a quiz.
// The text is ours, written for this library. A company that subscribes gets its own copy
// (library.service.ts) which its admins can then edit and assign like any course. Ids are stable:
// subscriptions refer to them.

export interface LibraryArticle {
  title: string;
  /** Article HTML (sanitized again on copy, like any article body). */
  body: string;
}
export interface LibraryQuestion {
  question: string;
  answers: { answer: string; is_correct: boolean }[];
}
export interface LibraryQuiz {
  title: string;
  description: string;
  pass_mark: number;
  questions: LibraryQuestion[];
}
export interface LibrarySection {
  title: string;
  items: ({ article: LibraryArticle } | { quiz: LibraryQuiz })[];
}
export interface LibraryCourseEntry {
  id: number;
  category: number;
  name: string;
  description: string;
  sections: LibrarySection[];
}

export const LIBRARY_CATEGORIES = [
  { id: 1, name: 'Health and safety' },
  { id: 2, name: 'Customer service' },
  { id: 3, name: 'Onboarding' },
] as const;

const q = (question: string, right: string, ...wrong: string[]): LibraryQuestion => ({
  question,
  answers: [{ answer: right, is_correct: true }, ...wrong.map((answer) => ({ answer, is_correct: false }))],
});

const workplaceSafety: LibraryCourseEntry = {
  id: 1,
  category: 1,
  name: 'Workplace safety essentials',
  description:
    'Spotting hazards, reporting incidents and knowing what to do in a fire: the basics every member of staff needs.',
  sections: [
    {
      title: 'Everyday safety',
      items: [
        {
          article: {
            title: 'Spotting and controlling hazards',
            body: `<p>A hazard is anything that could cause harm: a wet floor, a trailing cable, a heavy box on a high shelf, a chemical without a label. A risk is how likely that harm is, and how bad it would be.</p>
<h2>Look before you work</h2>
<p>At the start of each task take a minute to look around. Ask yourself what could go wrong, who could be hurt, and what would stop it.</p>
<ul><li>Keep walkways and fire exits clear.</li><li>Clean up spills straight away, or guard them and report them.</li><li>Store heavy items between knee and shoulder height.</li><li>Never use equipment you have not been trained on, or that looks damaged.</li></ul>
<h2>Control it, then tell someone</h2>
<p>If you can make a hazard safe without putting yourself at risk, do it. Either way, tell your supervisor so the cause can be fixed, not just the symptom.</p>`,
          },
        },
        {
          article: {
            title: 'Lifting and carrying safely',
            body: `<p>Most workplace injuries come from lifting, pushing and pulling. Your back is easy to hurt and slow to heal.</p>
<h2>Before you lift</h2>
<ul><li>Can you avoid the lift? Use a trolley, a pallet truck or a second person.</li><li>Test the weight by tipping one corner. If it feels too heavy, it is.</li><li>Plan the route and clear it first.</li></ul>
<h2>How to lift</h2>
<ol><li>Stand close to the load with your feet apart, one slightly forward.</li><li>Bend your knees, keep your back straight and get a firm grip.</li><li>Lift smoothly with your legs, keeping the load close to your waist.</li><li>Turn with your feet, never by twisting your back.</li><li>Put it down the same way, then adjust its position.</li></ol>`,
          },
        },
        {
          article: {
            title: 'Reporting accidents and near misses',
            body: `<p>Every accident and every near miss must be reported, the same day. A near miss is something that could have hurt someone but did not, this time. Reports are how we stop the next one.</p>
<h2>What to report</h2>
<ul><li>What happened, where and when.</li><li>Who was involved and who saw it.</li><li>Any injury and the first aid given.</li><li>What you think caused it.</li></ul>
<p>Reporting is never about blame. Nobody will be disciplined for reporting honestly, and a report that comes in late or not at all helps nobody.</p>`,
          },
        },
      ],
    },
    {
      title: 'Emergencies',
      items: [
        {
          article: {
            title: 'What to do in a fire',
            body: `<p>Know before it happens: where your nearest two exits are, where the alarm points are, and where the assembly point is.</p>
<h2>If you discover a fire</h2>
<ol><li>Raise the alarm at once by the nearest alarm point and shout "Fire!".</li><li>Call the emergency services, or make sure someone has.</li><li>Only tackle a small fire if you are trained, it is safe, and you have the right extinguisher and a clear way out behind you.</li></ol>
<h2>When the alarm sounds</h2>
<ul><li>Leave by the nearest safe exit. Do not stop to collect belongings.</li><li>Close doors behind you; never use lifts.</li><li>Go to the assembly point and report to the fire marshal.</li><li>Do not go back in until you are told it is safe.</li></ul>
<p>Extinguishers: water for paper and wood; foam for liquids; CO2 for electrical equipment; powder for most fires but it blocks the view indoors.</p>`,
          },
        },
        {
          quiz: {
            title: 'Workplace safety check',
            description: 'Four questions on hazards, lifting, reporting and fire.',
            pass_mark: 75,
            questions: [
              q(
                'You notice a spill in a walkway. What do you do?',
                'Guard it or clean it up, and report it',
                'Walk around it',
                'Wait for the cleaners',
              ),
              q(
                'When lifting a box, which part of your body should do the work?',
                'Your legs',
                'Your back',
                'Your arms',
              ),
              q('Which extinguisher is safe on electrical equipment?', 'CO2', 'Water', 'Foam'),
              q(
                'A pallet nearly fell on a colleague but missed. Should it be reported?',
                'Yes, as a near miss',
                'No, nobody was hurt',
                'Only if a manager saw it',
              ),
            ],
          },
        },
      ],
    },
  ],
};

const customerService: LibraryCourseEntry = {
  id: 2,
  category: 2,
  name: 'Customer service basics',
  description: 'Greeting customers, listening well, handling complaints and keeping promises.',
  sections: [
    {
      title: 'Serving customers',
      items: [
        {
          article: {
            title: 'First impressions',
            body: `<p>Customers decide within seconds whether they feel welcome. Most of that decision is about you, not the product.</p>
<ul><li>Acknowledge every customer within a few seconds, even if you are busy: a smile and "I'll be right with you" is enough.</li><li>Make eye contact, face the customer and put your phone away.</li><li>Use their name if you know it.</li><li>Keep your work area tidy: it tells customers you care about details.</li></ul>
<p>On the phone, answer within three rings, say your name and the company's, and smile: people can hear it.</p>`,
          },
        },
        {
          article: {
            title: 'Listening and asking questions',
            body: `<p>Good service starts with understanding what the customer actually needs, which is not always what they first ask for.</p>
<h2>Active listening</h2>
<ul><li>Let the customer finish before you answer.</li><li>Ask open questions: "What will you be using it for?" rather than "Is that all?".</li><li>Repeat back what you heard: "So you need it delivered before Friday?"</li><li>Take notes for anything longer than a sentence or two.</li></ul>
<p>If you do not know the answer, say so, and find out. A confident wrong answer costs more than "Let me check that for you".</p>`,
          },
        },
        {
          article: {
            title: 'Handling complaints',
            body: `<p>A customer who complains is giving you a chance to put things right. Most customers whose complaint is handled well come back.</p>
<h2>The LAST approach</h2>
<ol><li><strong>Listen</strong> without interrupting or defending.</li><li><strong>Apologise</strong> for their experience, sincerely, even if it was not your fault.</li><li><strong>Solve</strong> the problem, or agree what happens next and by when.</li><li><strong>Thank</strong> them for telling you.</li></ol>
<p>Never promise what you cannot deliver. If you need a manager, say so and stay with the customer until they arrive. If a customer becomes abusive, you do not have to put up with it: calmly end the conversation and get help.</p>`,
          },
        },
        {
          quiz: {
            title: 'Customer service check',
            description: 'Three questions on greeting, listening and complaints.',
            pass_mark: 67,
            questions: [
              q(
                'A customer arrives while you are serving someone else. What do you do?',
                'Acknowledge them and say you will be right with them',
                'Ignore them until you are free',
                'Leave the first customer to greet them',
              ),
              q('What does the A in LAST stand for?', 'Apologise', 'Argue', 'Ask'),
              q(
                'You do not know the answer to a question. What is best?',
                'Say you will check, then find out',
                'Give your best guess confidently',
                'Tell them to look online',
              ),
            ],
          },
        },
      ],
    },
  ],
};

const onboarding: LibraryCourseEntry = {
  id: 3,
  category: 3,
  name: 'Welcome: your first week',
  description: 'What new starters need to know in their first days: how we work, staying secure and where to get help.',
  sections: [
    {
      title: 'Getting started',
      items: [
        {
          article: {
            title: 'Your first week',
            body: `<p>Welcome aboard. Your first week is about meeting people, learning how things work and asking lots of questions. Nobody expects you to know everything yet.</p>
<h2>Checklist</h2>
<ul><li>Meet your manager and agree what your first month looks like.</li><li>Get your sign-ins working and set up your profile with a photo.</li><li>Read the courses assigned to you in this app.</li><li>Find the fire exits, first aid kit and the nearest first aider.</li><li>Know how to clock in and out, and how to request time off.</li></ul>
<p>Keep a list of questions as they come up and go through them with your manager at the end of each day.</p>`,
          },
        },
        {
          article: {
            title: 'Staying secure',
            body: `<p>Everyone protects the company's and our customers' information. Most breaches start with a single click or a shared password.</p>
<ul><li>Use a different, long password for each system and never share it, not even with IT.</li><li>Lock your screen whenever you step away.</li><li>Be suspicious of unexpected e-mails asking you to log in, pay, or open an attachment, even if they look internal. When in doubt, check with the sender another way.</li><li>Only install software that has been approved.</li><li>Report a lost phone or laptop, or anything odd, straight away. Fast reporting limits the damage.</li></ul>`,
          },
        },
        {
          article: {
            title: 'Where to get help',
            body: `<p>You are never on your own.</p>
<ul><li><strong>Your manager</strong>: your first stop for questions about your work, your hours and your development.</li><li><strong>Your buddy</strong>: a colleague who has been here a while and can show you how things really work.</li><li><strong>HR</strong>: pay, contracts, leave, and anything you would rather not raise with your manager.</li><li><strong>The knowledge base</strong>: policies and how-to guides, searchable from the top of this app.</li></ul>
<p>If something at work worries you, whether safety, behaviour or something that does not feel right, speak up. You can always raise a concern in confidence.</p>`,
          },
        },
        {
          quiz: {
            title: 'First week check',
            description: 'Three questions to make sure the essentials landed.',
            pass_mark: 67,
            questions: [
              q(
                'IT asks for your password by e-mail. What do you do?',
                'Refuse and report it',
                'Send it, it is IT',
                'Send half of it',
              ),
              q(
                'What should you do when you step away from your computer?',
                'Lock the screen',
                'Turn off the monitor',
                'Nothing if it is only a minute',
              ),
              q(
                'Who is your first stop for questions about your work?',
                'Your manager',
                'The customers',
                'Nobody, work it out alone',
              ),
            ],
          },
        },
      ],
    },
  ],
};

export const LIBRARY_COURSES: readonly LibraryCourseEntry[] = [workplaceSafety, customerService, onboarding];
