// A local ESLint rule: imports between folders of this repository that the architecture forbids.
// Written here instead of using eslint-plugin-import-x, whose native resolver ships per-platform
// binaries that the npm registry mirror of our CI lacks (npm ci then refuses the lock file). Only
// relative imports can cross our folders, so resolving them is a path join, not a module resolver.
import path from 'node:path';

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that break the dependency direction of the architecture' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: { type: 'array' },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const abs = (p) => path.resolve(basePath, p);
    const list = (v) => (Array.isArray(v) ? v : [v]);
    const file = context.filename;
    const active = zones
      .filter((zone) => list(zone.target).some((t) => inside(file, abs(t))))
      .map((zone) => ({
        from: list(zone.from).map(abs),
        except: (zone.except ?? []).map((e) => list(zone.from).map((f) => path.resolve(abs(f), e))).flat(),
        message: zone.message,
      }));
    if (active.length === 0) return {};

    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      for (const zone of active) {
        if (zone.from.some((f) => inside(target, f)) && !zone.except.some((e) => inside(target, e))) {
          context.report({ node: node.source, message: zone.message });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
