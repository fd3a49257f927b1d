// The link dialog's commands and address check (issue 20, item 5): which addresses become links
// (web, e-mail, phone; bare domains and e-mail addresses as people type them) and which are refused;
// adding a link at the caret or around a selection, changing one and removing one, each leaving the
// caret after the link so the next words are not part of it.
import { describe, expect, it } from 'vitest';
import { assertSound, caret, newEditor } from './editor-test-kit';
import { applyLink, linkDialogStart, removeLink } from './link-commands';
import { linkAddress } from './safe-url';

describe('linkAddress', () => {
  it.each([
    ['https://example.com/gloves', 'https://example.com/gloves'],
    ['  http://example.com  ', 'http://example.com/'],
    ['example.com/gloves?size=9', 'https://example.com/gloves?size=9'],
    ['www.example.com', 'https://www.example.com/'],
    ['mailto:safety@acme.test', 'mailto:safety@acme.test'],
    ['safety@acme.test', 'mailto:safety@acme.test'],
    ['tel:+1 (555) 010-0100', 'tel:+15550100100'],
    ['TEL:0800123456', 'tel:0800123456'],
  ])('accepts %s as %s', (raw, url) => {
    expect(linkAddress(raw)).toBe(url);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'ftp://files.example.com/a',
    'file:///etc/passwd',
    '//evil.example/x',
    '/knowledgebase/articles/4',
    'https://',
    'https://exa mple.com',
    'mailto:nobody',
    'tel:call me',
    'gloves',
  ])('refuses %s', (raw) => {
    expect(linkAddress(raw)).toBeNull();
  });
});

describe('link commands', () => {
  it('at the caret, inserts the text as a link; what is typed next is outside it', () => {
    const editor = newEditor('<p>See first.</p>');
    caret(editor, 'first');
    expect(linkDialogStart(editor)).toEqual({ text: '', url: '', editing: false });
    applyLink(editor, 'the guide', 'https://example.com/');
    editor.insertText(' now ');
    expect(assertSound(editor)).toBe('<p>See <a href="https://example.com/">the guide</a> now first.</p>');
  });

  it('with no text, the address is the link text', () => {
    const editor = newEditor('<p>Mail us:</p>');
    caret(editor, 'us:', -1);
    editor.insertText(' ');
    applyLink(editor, '', 'mailto:hr@acme.test');
    expect(assertSound(editor)).toBe('<p>Mail us: <a href="mailto:hr@acme.test">mailto:hr@acme.test</a></p>');
  });

  it('around a selection, keeping its marks; other words replace it', () => {
    const editor = newEditor('<p>Read <strong>the manual</strong> today</p>');
    editor.select({ anchor: { path: [0, 1], offset: 0 }, focus: { path: [0, 1], offset: 10 } });
    expect(linkDialogStart(editor)).toEqual({ text: 'the manual', url: '', editing: false });
    applyLink(editor, 'the manual', 'https://example.com/m');
    expect(assertSound(editor)).toBe(
      '<p>Read <a href="https://example.com/m"><strong>the manual</strong></a> today</p>',
    );
    const other = newEditor('<p>Read the manual today</p>');
    other.select({ anchor: { path: [0, 0], offset: 5 }, focus: { path: [0, 0], offset: 15 } });
    applyLink(other, 'this guide', 'https://example.com/g');
    expect(assertSound(other)).toBe('<p>Read <a href="https://example.com/g">this guide</a> today</p>');
  });

  it('in a link, changes its address and text, and removes it keeping the text', () => {
    const editor = newEditor('<p>See <a href="https://old.test/">old text</a> here</p>');
    caret(editor, 'old text', 3);
    expect(linkDialogStart(editor)).toEqual({ text: 'old text', url: 'https://old.test/', editing: true });
    applyLink(editor, 'new text', 'https://new.test/');
    editor.insertText('!');
    expect(assertSound(editor)).toBe('<p>See <a href="https://new.test/">new text</a>! here</p>');
    caret(editor, 'new text', 2);
    removeLink(editor);
    expect(assertSound(editor)).toBe('<p>See new text! here</p>');
  });
});
