// The root of every SCORM query key. Its own root (not under the knowledge base's) so the package
// list, each package and the caller's attempt persist for offline starts (src/lib/query-client.ts):
// a package played offline needs its launch address and the last known progress.
export const SCORM_KEY = ['scorm'] as const;
