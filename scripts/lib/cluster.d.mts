// Types for cluster.mjs, used by the TypeScript cluster test (tests/cluster).
import type { ChildProcess } from 'node:child_process';

export declare const NGINX: string;
export interface Instance {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  stop(): Promise<void>;
}
export declare function startInstance(
  workDir: string,
  index: number,
  env: NodeJS.ProcessEnv,
  options?: { onOutput?: (line: string) => void },
): Promise<Instance>;
export declare function startNginx(
  workDir: string,
  upstreams: string[],
  name?: string,
): Promise<{ url: string; stop(): Promise<void> }>;
