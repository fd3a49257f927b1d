// The player's view of each SCO of a package (issue 19): its last state (cmi and device time of the
// commit), the newest of the server's and one still waiting on this device; where a learner starts
// (the first SCO not done yet, as LMSs resume a course); the SCO before and after one (flow
// navigation: headings are not played); and the package's progress rolled up from the SCOs, read as
// the server reads it (contract/scorm-rollup.ts), so it shows before the server has the commits.
import { rollUpScorm, scoOutcome, scosOf, type ScoOutcome } from '../../../../../contract/scorm-rollup';
import {
  summarizeCmi,
  type ScormItem,
  type ScormProgressSummary,
  type ScormVersion,
} from '../../../../../contract/scorm';

type Cmi = Record<string, unknown>;

export interface ScoState {
  cmi: Cmi;
  committed_at: string;
}

export type ScoStates = Record<string, ScoState>;

export function outcomeOf(version: ScormVersion, item: ScormItem, state: ScoState | undefined): ScoOutcome | null {
  return state ? scoOutcome(version, item, summarizeCmi(version, state.cmi)) : null;
}

export function progressOfStates(version: ScormVersion, items: ScormItem[], states: ScoStates): ScormProgressSummary {
  const attempts = Object.entries(states).map(([sco, state]) => ({ sco, ...summarizeCmi(version, state.cmi) }));
  return rollUpScorm(version, items, attempts);
}

/** The first SCO not done yet, else the first one. */
export function firstToPlay(version: ScormVersion, items: ScormItem[], states: ScoStates): ScormItem | undefined {
  const scos = scosOf(items);
  return scos.find((item) => !outcomeOf(version, item, states[item.id])?.done) ?? scos[0];
}

/** The SCO `step` places after (1) or before (-1) `id` in the table of contents. */
export function stepFrom(items: ScormItem[], id: string, step: 1 | -1): ScormItem | undefined {
  const scos = scosOf(items);
  const at = scos.findIndex((item) => item.id === id);
  return at < 0 ? undefined : scos[at + step];
}
