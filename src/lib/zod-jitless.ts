// zod without its compiled parsers on the client. Defining an object schema, zod 4 tries
// `new Function('')` once, to see whether it may compile faster parsers. The app's
// Content-Security-Policy allows no eval (server/lib/security-headers.ts), so the try fails: zod
// catches it, but the browser still reports a CSP violation. The client only defines schemas (it
// parses nothing where speed matters), so zod's `jitless` setting skips the try.
// zod keeps its settings in one object on globalThis, shared by every copy of zod and adopted when
// one was put there first (zod/v4/core/core.js); setting it here, instead of calling zod's
// config(), keeps zod out of the first load: its schemas load with the screens that use them.

type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
