// The app's design system carries only the recipes of the components it uses (system.ts). A recipe
// left out fails silently (the component renders unstyled), so this test reads which Chakra
// components src/ imports, follows each into Chakra's own sources, collects the recipe keys they
// look up, and requires every key the default theme styles to be in our system.
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from './system';
import { TOUCH_MEDIA } from './touch-targets';

const ESM = '../../node_modules/@chakra-ui/react/dist/esm/';
const chakraFiles = import.meta.glob<string>('../../node_modules/@chakra-ui/react/dist/esm/**/*.js', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Names imported as values from '@chakra-ui/react' anywhere in the app. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react(?:\/[\w-]+)?'/g)) {
      if (match[1] || !match[2]) continue;
      for (const part of match[2].split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!.trim());
      }
    }
  }
  return names;
}

function resolve(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** Export name -> file of Chakra's index.js (namespaces such as Card map to their namespace file). */
function exportFiles(): Map<string, string> {
  const index = chakraFiles[`${ESM}index.js`] ?? '';
  const files = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)) namespaces.set(m[1]!, m[2]!);
  for (const m of index.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
    for (const part of m[1]!.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      files.set((alias ?? name)!.trim(), resolve(`${ESM}index.js`, m[2]!));
    }
  }
  for (const m of index.matchAll(/export \{ (\S+) as (\S+) \};/g)) {
    const file = namespaces.get(m[1]!);
    if (file) files.set(m[2]!, resolve(`${ESM}index.js`, file));
  }
  return files;
}

/** Recipe keys looked up by a Chakra module and the Chakra modules it imports. */
function recipeKeys(entry: string, seen = new Set<string>(), keys = new Set<string>()): Set<string> {
  if (seen.has(entry)) return keys;
  seen.add(entry);
  const code = chakraFiles[entry];
  if (code === undefined) throw new Error(`Chakra source not found: ${entry}`);
  for (const m of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(m[1]!);
  for (const m of code.matchAll(/from '(\.[^']+)'/g)) {
    const target = resolve(entry, m[1]!);
    // The styling engine takes keys as parameters; it names none itself.
    if (!target.includes('/styled-system/')) recipeKeys(target, seen, keys);
  }
  return keys;
}

describe('design system', () => {
  const files = exportFiles();
  const names = [...importedNames()].filter((name) => files.has(name));

  it('finds the Chakra components the app imports', () => {
    expect(names).toEqual(expect.arrayContaining(['Button', 'Card', 'Dialog', 'Input', 'Menu']));
  });

  it.each(names)('styles %s: every recipe it looks up is in the system', (name) => {
    const used = [...recipeKeys(files.get(name)!)].filter((key) => defaultSystem.hasRecipe(key));
    const missing = used.filter((key) => !getSystem().hasRecipe(key));
    expect(missing, `add these recipes to src/ui/system.ts for ${name}`).toEqual([]);
  });

  it('gives controls a 44 px touch target on phones and touch screens', () => {
    const system = getSystem();
    const touch = (base: Record<string, unknown> | undefined) => base?.[TOUCH_MEDIA];
    expect(touch(system.getRecipe('button').base)).toEqual({ minH: '11', minW: '11' });
    expect(touch(system.getRecipe('link').base)).toEqual({ minH: '11', minW: '11' });
    for (const key of ['input', 'textarea']) expect(touch(system.getRecipe(key).base)).toEqual({ minH: '11' });
    const slots = { checkbox: 'root', radioGroup: 'item', switch: 'root', menu: 'item', nativeSelect: 'field' };
    for (const [key, slot] of Object.entries(slots)) {
      expect(touch(system.getSlotRecipe(key).base[slot]), key).toEqual({ minH: '11' });
    }
  });

  it('darkens the light status text colours to pass AA', () => {
    const fg = getSystem()._config.theme?.semanticTokens?.colors?.fg as Record<string, { value: unknown }>;
    expect(fg.success?.value).toEqual({ _light: '{colors.green.700}', _dark: '{colors.green.300}' });
    expect(fg.error?.value).toEqual({ _light: '{colors.red.700}', _dark: '{colors.red.400}' });
    expect(fg.warning?.value).toEqual({ _light: '{colors.orange.700}', _dark: '{colors.orange.300}' });
  });

  it('keeps the system font stack', () => {
    expect(getSystem().token('fonts.body')).toContain('system-ui');
  });
});
