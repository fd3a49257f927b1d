// Types for the parts of server.mjs the TypeScript cluster test (tests/cluster) uses.
export declare function freePort(): Promise<number>;
export declare function waitForHttp(url: string, exited: Promise<unknown>, timeoutMs: number): Promise<void>;
