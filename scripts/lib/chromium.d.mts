// Types for chromium.mjs, so the TypeScript browser harness (tests/e2e/harness.ts) shares its flags.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_INSTALL_HINT: string;
export declare function chromiumAvailable(): boolean;
export declare function chromiumMissingMessage(what: string): string;
