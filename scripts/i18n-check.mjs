// `npm run i18n:check`: every locale has exactly the English keys, and every literal key the PWA
// uses exists in English. A missing key shows users a raw key; an extra one is dead text that
// translators keep paying for. Keys built at run time (t(variable), template literals) are checked by
// the type checker instead: src/i18n/i18next.d.ts types t() with the English messages, so
// `npm run typecheck` (run by .ci/run) fails on t(`requests.detail.${action}d`) when one of the
// keys it can build does not exist. Also: no date or time is formatted without a locale, which
// shows the browser's order (12/27/2026) to a reader of another language.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';

const LOCALES_DIR = path.join(ROOT, 'public', 'locales');
const SOURCE_DIR = path.join(ROOT, 'src');
const REFERENCE = 'en';
const FILE = 'translation.json';
// i18next plural and ordinal suffixes: t('items', { count }) resolves items_one, items_other, ...
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'].flatMap((s) => [`_${s}`, `_ordinal_${s}`]);

/** Flattens nested objects into dotted keys (i18next's default key separator). */
function flatten(value, prefix = '', out = new Set()) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.add(prefix);
  }
  return out;
}

function readLocale(locale) {
  const file = path.join(LOCALES_DIR, locale, FILE);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

// t('key'), t("key"), i18n.t('key'), t(`key`) without ${}; i18nKey="key", i18nKey={'key'}.
const KEY_PATTERNS = [
  /\bt\(\s*(['"`])((?:(?!\1)[^\\$\n])+)\1/g,
  /\bi18nKey\s*=\s*\{?\s*(['"`])((?:(?!\1)[^\\$\n])+)\1/g,
];

/** Literal keys used under src/, each with its first location. */
function usedKeys() {
  const used = new Map();
  for (const file of sourceFiles(SOURCE_DIR)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        // A namespace prefix ("translation:key") is not part of the key.
        const key = match[2].includes(':') ? match[2].slice(match[2].indexOf(':') + 1) : match[2];
        if (!used.has(key)) {
          const line = text.slice(0, match.index).split('\n').length;
          used.set(key, `${path.relative(ROOT, file)}:${line}`);
        }
      }
    }
  }
  return used;
}

// A date formatted in the browser's locale rather than the interface's: toLocale*String() with no
// locale (or undefined / []), and Intl.DateTimeFormat() without one, unless only its time zone is read.
const UNLOCALIZED_DATE_PATTERNS = [
  /\.toLocale(?:Date|Time)?String\(\s*(?:\)|undefined\b|\[\s*\])/g,
  /\bIntl\.DateTimeFormat\(\s*(?:\)|undefined\b|\[\s*\])(?!\s*\.resolvedOptions\(\)\.timeZone)/g,
];

/** Places under src/ (tests aside) that format a date without the interface's locale. */
function unlocalizedDates() {
  const found = [];
  for (const file of sourceFiles(SOURCE_DIR)) {
    if (/\.test\.[jt]sx?$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of UNLOCALIZED_DATE_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(`${path.relative(ROOT, file)}:${line}  ${match[0]}`);
      }
    }
  }
  return found;
}

function hasKey(keys, key) {
  return keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(key + suffix));
}

function main() {
  const referenceFile = path.join(LOCALES_DIR, REFERENCE, FILE);
  if (!fs.existsSync(referenceFile)) {
    console.error(`i18n: ${path.relative(ROOT, referenceFile)} is missing; it defines every key.`);
    return 1;
  }
  let problems = 0;
  let reference;
  try {
    reference = readLocale(REFERENCE);
  } catch (err) {
    console.error(`i18n: ${path.relative(ROOT, referenceFile)} is not valid JSON: ${err.message}`);
    return 1;
  }

  const locales = fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== REFERENCE)
    .map((d) => d.name)
    .sort();
  for (const locale of locales) {
    const rel = path.join('public', 'locales', locale, FILE);
    if (!fs.existsSync(path.join(ROOT, rel))) {
      console.error(`i18n: ${rel} is missing`);
      problems++;
      continue;
    }
    let keys;
    try {
      keys = readLocale(locale);
    } catch (err) {
      console.error(`i18n: ${rel} is not valid JSON: ${err.message}`);
      problems++;
      continue;
    }
    const missing = [...reference].filter((k) => !keys.has(k));
    const extra = [...keys].filter((k) => !reference.has(k));
    if (missing.length)
      console.error(`i18n: ${locale} is missing ${missing.length} key(s):\n  ${missing.join('\n  ')}`);
    if (extra.length)
      console.error(`i18n: ${locale} has ${extra.length} key(s) not in ${REFERENCE}:\n  ${extra.join('\n  ')}`);
    problems += missing.length + extra.length;
  }

  const used = usedKeys();
  const unknown = [...used].filter(([key]) => !hasKey(reference, key));
  if (unknown.length) {
    console.error(
      `i18n: ${unknown.length} key(s) used in src/ are not in ${REFERENCE}:\n` +
        unknown.map(([key, where]) => `  ${key}  (${where})`).join('\n'),
    );
    problems += unknown.length;
  }

  const dates = unlocalizedDates();
  if (dates.length) {
    console.error(
      `i18n: ${dates.length} date(s) formatted without the interface's locale (use src/lib/format-date.ts ` +
        `or pass i18n.language):\n  ${dates.join('\n  ')}`,
    );
    problems += dates.length;
  }

  if (problems > 0) {
    console.error(`i18n: ${problems} problem(s).`);
    return 1;
  }
  console.log(
    `i18n: ${reference.size} keys in ${REFERENCE}; ${locales.length} other locale(s) (${locales.join(', ') || 'none'}) match; ` +
      `${used.size} literal key(s) used in src/ exist.`,
  );
  return 0;
}

process.exit(main());
