// Where SCORM packages are reached and cached (contract/scorm.ts describes the flow). Free of zod,
// so the service worker can import it without carrying schemas in its bundle.
export const SCORM_PATHS = {
  packages: 'knowledgebase/api/scorm/packages/',
  package: (id: number) => `knowledgebase/api/scorm/packages/${id}/`,
  attempt: (id: number) => `knowledgebase/api/scorm/packages/${id}/attempt/`,
  attempts: (id: number) => `knowledgebase/api/scorm/packages/${id}/attempts/`,
  log: (id: number) => `knowledgebase/api/scorm/packages/${id}/log/`,
  /** The served files: content/{company}/{package}/{access}/<path inside the package>. */
  contentPrefix: 'knowledgebase/api/scorm/content/',
  /** The launcher page on the content origin: runs the SCORM runtime and frames the package. */
  launcher: 'knowledgebase/api/scorm/launcher/',
} as const;

// Each company's packages play on an origin of its own (issue 17): the content host with the
// company's label in front, `c{company id}.{content host}`. Origins keep storage apart, so one
// company's package cannot read another's files kept on the same device. The label is the
// company's id, not its slug: ids are unique, never reused and never change (a slug an admin edits
// would strand the copies kept for offline play), no company chooses its own, and `c` + digits is a
// valid DNS label whatever the id.

/** The first DNS label of a company's SCORM content origin. */
export const scormContentLabel = (companyId: number) => `c${companyId}`;

/** The company whose label starts `hostname` (`c12.scorm.example.com` → 12), or null. */
export function scormLabelCompany(hostname: string): number | null {
  const match = /^c([1-9]\d{0,15})\./.exec(hostname.toLowerCase());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** Whether `url` is on the SCORM content origin of `companyId` (its first label is the company's). */
export function isCompanyContentUrl(url: string, companyId: number): boolean {
  try {
    return scormLabelCompany(new URL(url).hostname) === companyId;
  } catch {
    return false;
  }
}
