// What the launcher keeps for offline play besides the package: its own page (without a fragment)
// and the build files of its own origin it loaded, never another origin's.
import { describe, expect, it } from 'vitest';
import { launcherFiles } from './offline';

const CONTENT = 'http://localhost:8081';

describe('launcherFiles', () => {
  it("lists the launcher page and its origin's build files, once each", () => {
    const entries = [
      `${CONTENT}/assets/scorm-launcher-abc.js`,
      `${CONTENT}/assets/scorm12-def.js`,
      `${CONTENT}/assets/scorm12-def.js`,
      // The package's own files are kept from its file list, not from what happened to load.
      `${CONTENT}/knowledgebase/api/scorm/content/1/2/3-x/index.html`,
      'http://localhost:8080/assets/vendor-react-123.js',
      'https://cdn.example.com/assets/font.woff2',
    ].map((name) => ({ name }));
    const win = {
      location: new URL(`${CONTENT}/knowledgebase/api/scorm/launcher/#frame`),
      performance: { getEntriesByType: () => entries },
    };
    expect(launcherFiles(win as never)).toEqual([
      `${CONTENT}/knowledgebase/api/scorm/launcher/`,
      `${CONTENT}/assets/scorm-launcher-abc.js`,
      `${CONTENT}/assets/scorm12-def.js`,
    ]);
  });
});
