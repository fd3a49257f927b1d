// The reader's view of an article: hostile HTML executes nothing, definitions are marked as words.
import { describe, expect, it } from 'vitest';
import { cleanArticleHtml, highlightDefinitions } from './article-html';

describe('article HTML for readers', () => {
  it('keeps the article and drops anything executable', () => {
    expect(
      cleanArticleHtml('<h2>Hi</h2><img src=x onerror=alert(1)><script>alert(1)</script><p onclick="x()">ok</p>'),
    ).toBe('<h2>Hi</h2><p>ok</p>');
  });

  it('marks definition terms as whole words, outside links and code, with the definition as title', () => {
    const html = highlightDefinitions(
      '<p>The PPE list. PPEs are <a href="https://a.test/">PPE</a> and <code>PPE</code>. ppe!</p>',
      [{ id: 1, term: 'PPE', definition: 'Personal "protective" equipment' }],
    );
    expect(html).toBe(
      '<p>The <dfn class="kb-definition" title="Personal &quot;protective&quot; equipment" tabindex="0">PPE</dfn> list. PPEs are <a href="https://a.test/">PPE</a> and <code>PPE</code>. <dfn class="kb-definition" title="Personal &quot;protective&quot; equipment" tabindex="0">ppe</dfn>!</p>',
    );
  });
});
