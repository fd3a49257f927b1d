// Vite: the PWA build and the dev server. In dev, every API module path is proxied to the API server.
// The build also produces the service worker (sw/sw.ts, Workbox with injectManifest) and the web app
// manifest that make Groundwork installable and able to start offline (ARCHITECTURE.md, "The PWA").
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { API_EXTRA_PREFIXES, API_MODULES } from './contract/paths';
import { SUPPORTED_LANGUAGES } from './src/i18n/languages';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

const BRAND_BLUE = '#0b6bcb';
const ROUTER_DIST = './node_modules/react-router/dist/production';

/**
 * The first screens' lazy code, by the modules that start it (src/app/router.tsx, main.tsx): the
 * sign-in screen for a signed-out visitor, and the main layout, the dashboard and the cache restore
 * for a signed-in start at the dashboard (the installed app's start_url).
 */
const BOOT_SCREENS: Record<string, string[]> = {
  signIn: ['src/app/routes/sign-in.tsx'],
  dashboard: ['src/app/layouts/main-layout.tsx', 'src/app/routes/shell.tsx', 'src/lib/query-persistence.ts'],
};

/** The sign-in card's title and description in each language, for the static frame of index.html. */
function bootTexts(): Record<string, { title: string; description: string }> {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => {
      const file = fileURLToPath(new URL(`./public/locales/${language}/translation.json`, import.meta.url));
      const { auth } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        auth: { signIn: { title: string; description: string } };
      };
      return [language, { title: auth.signIn.title, description: auth.signIn.description }];
    }),
  );
}

/**
 * Fills in the boot script of index.html: the supported languages (from src/i18n/languages.ts), the
 * sign-in card's words in each (from the locales), the chunk files each first screen needs beyond
 * what index.html already preloads, so the script can preload that screen's code and translations
 * together with the entry, instead of after the entry has run and asked for them, and the entry's
 * modules, which the script starts after the first frame (from a template: see below).
 * In dev there is no bundle: nothing to preload, and the entry stays a plain module script.
 */
function bootPreloads(): Plugin {
  return {
    name: 'groundwork:boot-preloads',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The SCORM launcher page (scorm-launcher.html) is no app screen: nothing to fill in.
        if (!ctx.filename.endsWith('index.html')) return html;
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (files: string[], into = new Set<string>()): Set<string> => {
          for (const file of files) {
            if (into.has(file)) continue;
            into.add(file);
            closure(byFile.get(file)?.imports ?? [], into);
          }
          return into;
        };
        const preloadedByIndex = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const screens = Object.fromEntries(
          Object.entries(BOOT_SCREENS).map(([screen, modules]) => {
            const roots = chunks.filter((chunk) => modules.some((m) => chunk.facadeModuleId?.endsWith(`/${m}`)));
            const files = [...closure(roots.map((chunk) => chunk.fileName))].filter((f) => !preloadedByIndex.has(f));
            return [screen, files.map((file) => `/${file}`)];
          }),
        );
        // The app's modules are started by the boot script once the frame above has been painted
        // (index.html): left in the head, they could run before the browser's first frame, on a
        // fast connection, and hold that frame back by the whole start-up. Every module script the
        // build put in the head becomes a modulepreload, so each downloads just as early, and the
        // boot script imports them in their order. They are fetched at low priority: the frame
        // needs none of them, and a browser (or Lighthouse's simulation of a slow phone) takes a
        // script fetched at high priority before the first paint as one the paint waited for.
        // There may be several: when the entry chunk would hold nothing but imports (its modules
        // all sit in the named chunks), Vite drops it and writes a script tag for each chunk it
        // imported instead.
        // The script that imports them waits, unstarted, in a template in the head (a script in a
        // template never runs; the boot script runs a copy): written here rather than made by the
        // boot script, the text of every script that runs inline is in the built index.html, where
        // the server finds it and allows it by its hash (server/lib/security-headers.ts).
        const moduleTag = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
        const entry = ctx.bundle ? [...html.matchAll(moduleTag)].map((match) => match[1]!) : [];
        const withoutEntry = html.replace(moduleTag, (_tag, src: string) =>
          ctx.bundle ? `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="${src}">` : _tag,
        );
        const imports = entry.map((href) => `import ${JSON.stringify(href)};`).join('\n');
        const entryTemplate = `  <template id="boot-entry"><script type="module">${imports}</script></template>\n  </head>`;
        return (
          (entry.length > 0 ? withoutEntry.replace('</head>', entryTemplate) : withoutEntry)
            .replace("'__BOOT_LANGUAGES__'", JSON.stringify(SUPPORTED_LANGUAGES))
            // '<' escaped: a translation can never close the script it sits in.
            .replace("'__BOOT_TEXTS__'", JSON.stringify(bootTexts()).replace(/</g, '\\u003c'))
            .replace("'__BOOT_SCREENS__'", JSON.stringify(screens))
        );
      },
    },
  };
}

/**
 * Names the API's address in index.html when the build talks to an API at another origin
 * (VITE_API_BASE_URL): the server that serves this build reads it there for its
 * Content-Security-Policy (server/lib/security-headers.ts), which must let the app reach that API.
 */
function apiBaseMeta(): Plugin {
  let apiBase = '';
  return {
    name: 'groundwork:api-base-meta',
    configResolved(config) {
      apiBase = String(config.env.VITE_API_BASE_URL ?? '');
    },
    transformIndexHtml(html, ctx) {
      if (!ctx.filename.endsWith('index.html') || !/^https?:\/\//.test(apiBase)) return html;
      return {
        html,
        tags: [{ tag: 'meta', attrs: { name: 'groundwork-api-base', content: apiBase }, injectTo: 'head' }],
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: {
    // React Router 7's package exports only its development build, whose dev warnings stay on in
    // production (remix-run/react-router#14102, open); its production build, shipped next to it, is
    // identical but for that flag. The build uses it; `vite dev` keeps the warnings.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL(`${ROUTER_DIST}/index.mjs`, import.meta.url)),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL(`${ROUTER_DIST}/dom-export.mjs`, import.meta.url)),
            },
          ]
        : [],
  },
  plugins: [
    react(),
    bootPreloads(),
    apiBaseMeta(),
    VitePWA({
      // injectManifest, not generateSW: the worker needs code of its own (locale files cached at
      // install, an API denylist built from contract/paths.ts, the update handshake, the Background
      // Sync hook), which is easier to read and typecheck as TypeScript than as generated config.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself (src/app/pwa, with workbox-window loaded after the
      // first render), and asks before updating: a silent update could reload a page whose outbox
      // or drafts still hold unsent work.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Groundwork',
        short_name: 'Groundwork',
        description:
          'Workforce management for companies and their staff: people, attendance, tasks, checklists and courses, online and offline.',
        lang: 'en',
        // Installed, the app opens where a signed-in user works; the sign-in gate redirects otherwise.
        start_url: '/account/dashboard/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND_BLUE,
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The icons are matched by globPatterns below with the rest of icons/, so they are not added
      // a second time from the manifest.
      includeManifestIcons: false,
      injectManifest: {
        // What the worker precaches (the manifest itself is added by the plugin):
        // - index.html: the shell every navigation is answered with, online or not;
        // - every JS and CSS file under assets/, lazy route chunks included: a field user must be
        //   able to open any screen offline, not only the ones visited while online;
        // - icons/: the favicon, the home-screen and splash icons.
        // Not precached, on purpose:
        // - locales/*.json: cached by the worker at install and refreshed stale-while-revalidate
        //   (sw/sw.ts), so a fixed translation does not wait for an accepted update;
        // - *.map: source maps are for DevTools, which fetches them on demand;
        // - sw.js: the browser fetches the worker itself, bypassing every cache we control.
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.{png,svg}'],
        // Heavy screens (rich-text editor, flow charts) can pass Workbox's 2 MiB default; a chunk
        // left out would make that screen fail offline, so the limit is raised rather than hit.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // A classic script, not an ES module worker: every browser that can install the app can
        // run it (module workers are newer in Firefox and Safari).
        rollupFormat: 'iife',
      },
      // No worker in `npm run dev`: a precache of dev modules would serve stale code on every edit.
      // Check offline behaviour against `vite build` served by the API server (npm start).
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      [...API_MODULES.map((m) => `/${m}/api/`), ...API_EXTRA_PREFIXES].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The app; the SCORM launcher, served on the content origin and sharing no code with the app
      // (src/scorm-launcher); and that origin's service worker, at a fixed address.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'scorm-launcher': fileURLToPath(new URL('scorm-launcher.html', import.meta.url)),
        'scorm-content-sw': fileURLToPath(new URL('sw/scorm-content-sw.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'scorm-content-sw' ? '[name].js' : 'assets/[name]-[hash].js'),
        // Named chunks only for what every page needs before its first frame. The library ones change
        // rarely, so their file names (and the browser's and the service worker's cached copies)
        // survive releases that change only app code:
        // - vendor-react: React, its DOM renderer and scheduler, and the router: every screen,
        //   signed in or not, renders through them.
        // - vendor-chakra: Chakra's styling engine (styled-system, Emotion, the design system's
        //   recipes) and the Zag/Ark parts its providers use on every page.
        // - vendor-core: TanStack Query's client and i18next, which every page's providers use.
        // - app-core: the app's own modules of the first load (providers, API client, session,
        //   route table). Left alone they become a dozen files of 0.1-3 KiB, because lazy chunks
        //   import them too; one file saves ~1 KiB gzip and the requests.
        // Together, vendor-core and app-core took ~4 KiB gzip off each first load (measured).
        // Everything else (TanStack Query's persistence, Dexie, workbox-window, Zag machines of
        // menus and dialogs, later the editor and the charts) is left to the automatic split, so it
        // travels with the code that imports it; the groups name their libraries rather than catch
        // all of node_modules, so a new library is not folded into the first load unnoticed.
        // `$initial` keeps each group from capturing a module that only lazy chunks reach.
        codeSplitting: {
          groups: [
            {
              // Vite's helper behind every lazy import(), in a file of its own: left to the split
              // it lands in a vendor chunk, and the SCORM launcher, which needs only the helper,
              // would load React and i18next with it.
              name: 'preload-helper',
              test: /vite[\\/]preload-helper/,
              priority: 40,
            },
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ['$initial'],
              priority: 30,
            },
            {
              name: 'vendor-chakra',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|stylis|proxy-compare|hoist-non-react-statics|react-is)[\\/]/,
              tags: ['$initial'],
              priority: 20,
            },
            {
              name: 'vendor-core',
              test: /node_modules[\\/](@tanstack[\\/](react-query|query-core)|i18next|i18next-http-backend|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
              tags: ['$initial'],
              priority: 15,
            },
            {
              name: 'app-core',
              // Not the launcher's own modules: it runs on the content origin without the app.
              test: /[\\/](src|contract)[\\/](?!scorm-launcher[\\/])/,
              tags: ['$initial'],
              priority: 5,
            },
          ],
        },
      },
    },
  },
}));
