// The player's address, which is also what a SCORM course stores as its "SCORM file url" (spec
// knowledge base §3 Course), and back from that address to the package. No React here: the course
// download reads it at startup.
export const scormPlayerPath = (id: number) => `/knowledge-base/scorm/${id}`;

/** The package a course's SCORM file url points at (its player address), or null. */
export function scormPackageIdOf(url: string | null | undefined): number | null {
  const match = /^\/knowledge-base\/scorm\/(\d+)$/.exec(url?.trim() ?? '');
  return match ? Number(match[1]) : null;
}
