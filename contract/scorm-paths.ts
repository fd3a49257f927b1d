// Where SCORM packages are reached and cached (contract/scorm.ts describes the flow). Free of zod,
// so the service worker can import it without carrying schemas in its bundle.
export const SCORM_PATHS = {
  packages: 'knowledgebase/api/scorm/packages/',
  package: (id: number) => `knowledgebase/api/scorm/packages/${id}/`,
  attempt: (id: number) => `knowledgebase/api/scorm/packages/${id}/attempt/`,
  attempts: (id: number) => `knowledgebase/api/scorm/packages/${id}/attempts/`,
  /** The served files: content/{company}/{package}/{access}/<path inside the package>. */
  contentPrefix: 'knowledgebase/api/scorm/content/',
  /** The launcher page on the content origin: runs the SCORM runtime and frames the package. */
  launcher: 'knowledgebase/api/scorm/launcher/',
} as const;
