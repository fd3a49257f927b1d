// The first-run checklist on a new company's dashboard (issue 21): four steps, each ticked from the
// company's own data, and whether an admin closed the card (a company setting, so it stays closed on
// every device). GET account/api/first-run-checklist/; POST …/dismiss/ (admins).
import { z } from 'zod';

export const FIRST_RUN_STEPS = ['invite_team', 'set_up_attendance', 'publish_article', 'assign_course'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

export const firstRunChecklistSchema = z.object({
  /** An admin closed the card. */
  dismissed: z.boolean(),
  steps: z.array(z.object({ key: z.enum(FIRST_RUN_STEPS), done: z.boolean() })),
});
export type FirstRunChecklist = z.infer<typeof firstRunChecklistSchema>;
