// What the manifest says of a SCO, as the cmi data the runtime is given before the SCO starts
// (src/scorm-launcher/protocol.ts manifestData): SCORM 1.2 cmi.student_data.mastery_score and
// cmi.launch_data; SCORM 2004 cmi.scaled_passing_score, cmi.completion_threshold, cmi.launch_data
// and cmi.objectives.n.id, in the manifest's order (a package looks its objectives up by id).
import type { ScormItem, ScormVersion } from '../../../../../contract/scorm';

type Cmi = Record<string, unknown>;

export function manifestDataOf(version: ScormVersion, item: ScormItem): Cmi | null {
  const data: Cmi = {};
  if (item.launch_data) data.launch_data = item.launch_data;
  if (version === '1.2') {
    if (item.mastery_score != null) data.student_data = { mastery_score: String(item.mastery_score) };
  } else {
    if (item.scaled_passing_score != null) data.scaled_passing_score = String(item.scaled_passing_score);
    if (item.completion_threshold != null) data.completion_threshold = String(item.completion_threshold);
    if (item.objectives?.length) {
      data.objectives = Object.fromEntries(item.objectives.map((id, index) => [String(index), { id }]));
    }
  }
  return Object.keys(data).length ? data : null;
}
