// Every locale has every key of English, and no key English lacks: a missing translation fails here.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './i18n';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const files = import.meta.glob<Tree>('../../public/locales/*/translation.json', { eager: true, import: 'default' });

function load(language: string): Tree {
  const tree = files[`../../public/locales/${language}/translation.json`];
  if (!tree) throw new Error(`No translation file for ${language}`);
  return tree;
}

describe('locales', () => {
  const english = new Set(keys(load('en')));

  it('has a translation file for every supported language', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(() => load(language)).not.toThrow();
  });

  for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has exactly the keys of en`, () => {
      const other = new Set(keys(load(language)));
      expect(
        [...english].filter((k) => !other.has(k)),
        'missing',
      ).toEqual([]);
      expect(
        [...other].filter((k) => !english.has(k)),
        'extra',
      ).toEqual([]);
    });
    it(`${language} has no empty strings`, () => {
      const tree = load(language);
      const empty = keys(tree).filter(
        (k) => k.split('.').reduce<Tree | string>((t, p) => (t as Tree)[p]!, tree) === '',
      );
      expect(empty).toEqual([]);
    });
  }
});
