// A version's text for the diff: one line per paragraph, list item and table row, inline marks
// ignored, nothing from scripts.
import { describe, expect, it } from 'vitest';
import { htmlText, versionText } from './version-text';

describe('htmlText', () => {
  it('gives one line per block and keeps inline words together', () => {
    const html =
      '<h2>Before you drive</h2><p>Check the <strong>brakes</strong> and\n the <em>horn</em>.</p>' +
      '<ul><li>Gloves</li><li>Boots</li></ul><table><tr><td>Speed</td><td>5 km/h</td></tr></table>' +
      '<p>Line one<br>Line two</p><script>alert(1)</script>';
    expect(htmlText(html)).toBe(
      'Before you drive\nCheck the brakes and the horn.\nGloves\nBoots\nSpeed\t5 km/h\nLine one\nLine two',
    );
  });

  it('puts the title first', () => {
    expect(versionText({ title: 'Forklifts', body: '<p>Drive slowly.</p>' })).toBe('Forklifts\n\nDrive slowly.\n');
  });
});
