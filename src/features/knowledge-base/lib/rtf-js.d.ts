// rtf.js ships its EMF and WMF renderers as separate bundles (the page loads only those, not its RTF
// reader), typed by its sources' declarations.
declare module 'rtf.js/dist/EMFJS.bundle.min.js' {
  export { Renderer, loggingEnabled } from 'rtf.js/dist/src/emfjs/index';
}

declare module 'rtf.js/dist/WMFJS.bundle.min.js' {
  export { Renderer, loggingEnabled } from 'rtf.js/dist/src/wmfjs/index';
}
