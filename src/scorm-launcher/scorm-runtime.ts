// The SCORM run-time on the launcher page (scorm-again), on the content origin: window.API for SCORM
// 1.2, window.API_1484_11 for 2004, where the package in the launcher's iframe (same origin) finds it
// by walking up window.parent and calls it synchronously. Every commit the runtime makes (the
// package's LMSCommit/Commit, its autocommit timer, LMSFinish/Terminate) goes to `onCommit` instead
// of an HTTP request: the launcher hands it to the app's player, which saves it in the outbox, so
// progress made offline is kept and sent later. Before the SCO starts, the runtime is given what the
// manifest says of it (pass mark, objectives: issue 19), so a package finds its objectives and its
// success follows the manifest's pass mark.
import type { ScormVersion } from '../../contract/scorm';

type Cmi = Record<string, unknown>;

export interface RuntimeOptions {
  version: ScormVersion;
  learner: { id: string; name: string };
  /** The state to resume from (the last commit), or null for a first attempt. */
  resume: Cmi | null;
  /** What the manifest gives the SCO (pass mark, objectives, launch data), loaded before the resume. */
  manifestData?: Cmi | null;
  onCommit: (cmi: Cmi) => void;
  /** What went wrong (the runtime's warnings and errors): for the server's log, never a dialog. */
  onLog?: (level: 'warn' | 'error', message: string) => void;
  /** The navigation a SCORM 2004 SCO asked for when it ended (adl.nav.request). */
  onNavigate?: (request: string, target?: string) => void;
}

interface RuntimeApi {
  loadFromJSON(json: Cmi, CMIElement?: string): void;
  on(event: string, callback: () => void): void;
  adl?: { nav?: { request?: string } };
  renderCommitCMI(terminateCommit: boolean): unknown;
  isInitialized(): boolean;
  isTerminated(): boolean;
}

const GLOBAL_NAME: Record<ScormVersion, 'API' | 'API_1484_11'> = { '1.2': 'API', '2004': 'API_1484_11' };

/** Commit every 15 s while a package runs, so a tab closed without LMSFinish loses little. */
export const AUTOCOMMIT_SECONDS = 15;

/** Fields the runtime fills from the session (and read-only ones a package must not have from a resume). */
const SESSION_ONLY = new Set(['_version', 'session_time', 'entry', 'exit', 'total_time', 'credit', 'mode']);

/** The part of a saved state a new session may start from. */
export function resumeState(version: ScormVersion, cmi: Cmi): Cmi {
  const copy = structuredClone(cmi);
  const scope = version === '1.2' ? (copy.core as Cmi | undefined) : copy;
  if (scope) for (const key of SESSION_ONLY) delete scope[key];
  if (version === '2004') delete copy.learner_id;
  else if (copy.core) {
    delete (copy.core as Cmi).student_id;
    delete (copy.core as Cmi).student_name;
  }
  return copy;
}

/** The cmi data inside a commit object ({cmi: {...}} with scorm-again's JSON format). */
export function commitCmi(params: unknown): Cmi | null {
  if (params && typeof params === 'object' && 'cmi' in params) {
    const cmi = (params as { cmi: unknown }).cmi;
    if (cmi && typeof cmi === 'object') return cmi as Cmi;
  }
  return null;
}

type RuntimeClass = new (settings: object, httpService: object) => unknown;
type RuntimeModule = { default?: RuntimeClass; Scorm12API?: RuntimeClass; Scorm2004API?: RuntimeClass };

/** The ESM builds export the class by name; their type declarations say default. Either is taken. */
export async function loadRuntime(version: ScormVersion): Promise<RuntimeClass> {
  if (version === '1.2') {
    const mod = (await import('scorm-again/scorm12')) as unknown as RuntimeModule;
    return (mod.Scorm12API ?? mod.default)!;
  }
  const mod = (await import('scorm-again/scorm2004')) as unknown as RuntimeModule;
  return (mod.Scorm2004API ?? mod.default)!;
}

type Runtime12 = {
  LMSInitialize(parameter: string): string;
  statusSetByModule: boolean;
  cmi: { core: { lesson_status: string } };
};

/**
 * scorm-again 3.4 starts cmi.core.lesson_status at "not attempted" and then takes it for a status the
 * SCO set, so autoCompleteLessonStatus never applies: a first visit's "not attempted" is the LMS's,
 * not the SCO's.
 */
function completeUnsetStatus(runtime: Runtime12) {
  const initialize = runtime.LMSInitialize.bind(runtime);
  runtime.LMSInitialize = (parameter: string) => {
    const result = initialize(parameter);
    if (runtime.cmi.core.lesson_status === 'not attempted') runtime.statusSetByModule = false;
    return result;
  };
}

/** Puts the runtime on window; answers a function that commits what is left and removes it. */
export async function installRuntime(options: RuntimeOptions): Promise<() => void> {
  const httpService = {
    processHttpRequest(_url: string, params: unknown) {
      const cmi = commitCmi(params);
      if (cmi) options.onCommit(cmi);
      return { result: 'true', errorCode: 0 };
    },
    updateSettings() {},
  };
  const settings = {
    // Any string: commits then go through httpService above, never to a URL.
    lmsCommitUrl: 'outbox',
    autocommit: true,
    autocommitSeconds: AUTOCOMMIT_SECONDS,
    dataCommitFormat: 'json',
    // Warnings and errors (a value the package may not set, an objective it cannot find) go to the
    // server's log through the player; nothing reaches the learner.
    logLevel: 3,
    onLogMessage: (level: number | string, message: string) => {
      const error = level === 4 || level === '4' || level === 'ERROR';
      options.onLog?.(error ? 'error' : 'warn', String(message));
    },
    // SCORM 1.2 RTE: a SCO that ends without setting its status is completed (the golf examples'
    // minimum-call SCOs rely on it, as every LMS does); one with a score and a mastery score is passed
    // or failed by them (mastery_override).
    autoCompleteLessonStatus: true,
    mastery_override: true,
  };
  const Runtime = await loadRuntime(options.version);
  const runtime = new Runtime(settings, httpService);
  const api = runtime as unknown as RuntimeApi;
  const learner: Cmi =
    options.version === '1.2'
      ? // Taken for credit (a mastery score applies only then); scorm-again leaves it empty.
        { core: { student_id: options.learner.id, student_name: options.learner.name, credit: 'credit' } }
      : { learner_id: options.learner.id, learner_name: options.learner.name };
  api.loadFromJSON(learner);
  if (options.manifestData && Object.keys(options.manifestData).length) {
    try {
      api.loadFromJSON(options.manifestData);
    } catch (err) {
      options.onLog?.('warn', `The manifest's data for this SCO was not taken: ${String(err)}`);
    }
  }
  if (options.resume && Object.keys(options.resume).length) {
    try {
      api.loadFromJSON(resumeState(options.version, options.resume));
    } catch {
      // A saved state the runtime will not take (another version of the package): start afresh.
    }
  }
  if (options.version === '1.2') completeUnsetStatus(runtime as Runtime12);
  if (options.version === '2004') {
    api.on('Terminate', () => {
      const request = api.adl?.nav?.request ?? '_none_';
      const choice = /^\{target=([^}]+)\}(choice|jump)$/.exec(request);
      if (choice) options.onNavigate?.('choice', choice[1]);
      else if (request !== '_none_') options.onNavigate?.(request);
    });
  }
  const name = GLOBAL_NAME[options.version];
  const host = window as unknown as Record<string, unknown>;
  host[name] = runtime;
  return () => {
    // Leaving mid-session: keep what the package had set, as a last commit.
    if (api.isInitialized() && !api.isTerminated()) {
      const cmi = commitCmi(api.renderCommitCMI(true));
      if (cmi) options.onCommit(cmi);
    }
    if (host[name] === runtime) delete host[name];
  };
}
