// SCORM packages (spec knowledge-base §1, §2 routes /knowledge-base/scorm, /upload and /:packageId,
// the uploader's SCORM mode "one .zip file"). The spec shows no API paths for them; following
// ARCHITECTURE.md they sit under the knowledge base module, knowledgebase/api/scorm/...
//
// 1. The admin uploads the .zip through the ordinary upload flow (contract/uploads.ts, mode scorm)
//    and POSTs its file_url here: the server unpacks it into a folder of its own, refusing unsafe
//    or oversized packages, and reads imsmanifest.xml (version and launch file).
// 2. A player asks for the package: `launch_url` is where its launch file is served, under a path
//    scoped to the company and signed for the caller (an iframe sends no bearer token), on the
//    company's own origin (`launcher_url`'s, `c{company}.{content host}`, scorm-paths.ts): the player
//    frames the launcher there, which runs the runtime and frames the package (src/scorm-launcher),
//    so a package's scripts never run on the app's origin nor on another company's.
// 3. The runtime's commits go through the outbox to scorm/{id}/attempt/ (latest state wins).
import { z } from 'zod';

// Kept in a module without zod: the service worker imports them, and a schema built at import
// time can't be left out of its bundle.
export { SCORM_PATHS } from './scorm-paths';

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

/**
 * Zip bombs: the most a package may unpack to, the most entries it may hold, and how many times its
 * .zip's size it may unpack to (course content is text, images and media: a few times at most; far
 * more is a crafted archive). A package under SCORM_RATIO_FLOOR_BYTES unpacked is never refused
 * for its ratio (a tiny package of repetitive XML compresses very well and harms nobody).
 */
export const SCORM_MAX_UNPACKED_BYTES = 500_000_000;
export const SCORM_MAX_ENTRIES = 10_000;
export const SCORM_MAX_RATIO = 100;
export const SCORM_RATIO_FLOOR_BYTES = 10_000_000;
export const SCORM_NAME_MAX = 200;

export const SCORM_NOT_ZIP = 'This file is not a valid .zip archive. A SCORM package is one .zip file.';
export const SCORM_FILE_GONE = 'The uploaded file was not found. Please upload the package again.';
export const SCORM_MANIFEST_MISSING =
  'imsmanifest.xml is missing from the root of the .zip. Is this a SCORM package? Zip the package folder contents, not the folder.';
export const scormManifestInvalid = (detail: string) => `imsmanifest.xml is not valid XML (${detail}).`;
export const SCORM_VERSION_UNKNOWN =
  'imsmanifest.xml does not say which SCORM version the package is (1.2 or 2004); only SCORM 1.2 and 2004 packages are accepted.';
export const SCORM_LAUNCH_MISSING =
  'imsmanifest.xml names no launch file: the first item of its default organization must point to a resource with an href.';
export const scormLaunchNotFound = (href: string) =>
  `The launch file "${href}" named in imsmanifest.xml is not in the package.`;
export const scormUnsafePath = (name: string) =>
  `The package was refused: "${name}" points outside the package folder (absolute path or "..").`;
export const scormSymlink = (name: string) => `The package was refused: "${name}" is a symbolic link.`;
export const scormTooLarge = (limitText: string) => `The package was refused: it unpacks to more than ${limitText}.`;
export const scormTooManyFiles = (max: number) => `The package was refused: it holds more than ${max} files.`;
export const scormRatioTooHigh = (ratio: number) =>
  `The package was refused: it unpacks to more than ${ratio} times the size of the .zip, which only a damaged or malicious archive (a zip bomb) does.`;
export const SCORM_NAME_REQUIRED = 'Please give the package a name.';
export const SCORM_UNKNOWN_SCO = 'This part of the package is not in it any more. Open the package again.';

export const scormPackageCreateSchema = z.object({
  /** The file_url the upload answered. */
  file_url: z.string().trim().min(1).max(2000),
  /** Defaults to the manifest's title, else the file name. */
  name: z.string().trim().max(SCORM_NAME_MAX).optional(),
  /** The name of the file as the admin chose it (file_url holds a stored name only). */
  file_name: z.string().trim().max(1000).optional(),
});
export type ScormPackageCreate = z.input<typeof scormPackageCreateSchema>;

export const scormPackageUpdateSchema = z.object({
  name: z.string().trim().min(1, SCORM_NAME_REQUIRED).max(SCORM_NAME_MAX),
});
export type ScormPackageUpdate = z.input<typeof scormPackageUpdateSchema>;

/**
 * One entry of a package's table of contents (its default organization, in document order): a
 * heading (an item with children and no resource: launch_url null) or a SCO to play, with what the
 * manifest says the runtime must know about it. The id is the item's identifier; '' for a package
 * added before packages kept their organization (it played its first SCO only).
 */
export interface ScormItem {
  id: string;
  title: string;
  /** 0 for a top-level item. */
  depth: number;
  /** The launch file with its parameters, inside the package; null for a heading. */
  launch_path: string | null;
  /** A SCORM 1.2 asset: plays, but never talks to the runtime, so it counts for nothing. */
  asset?: boolean;
  /** SCORM 1.2 adlcp:masteryscore (0–100): the score at or above which the SCO is passed. */
  mastery_score?: number | null;
  /** SCORM 2004: the primary objective's minNormalizedMeasure when satisfiedByMeasure (-1–1). */
  scaled_passing_score?: number | null;
  /** SCORM 2004 objective identifiers (primary first), given to the runtime before the SCO starts. */
  objectives?: string[];
  /** adlcp:dataFromLMS / adlcp:datafromlms: the SCO's launch_data. */
  launch_data?: string | null;
  /** 2004 adlcp:completionThreshold. */
  completion_threshold?: number | null;
}

/** An item of a package as a player reads it: where its launch file is served for the caller. */
export interface ScormPlayItem extends ScormItem {
  launch_url: string | null;
}

/**
 * How the learner may move between a package's SCOs: choose any from the table of contents
 * (choice), and go to the previous or next one (flow). SCORM 2004 takes them from the
 * organization's imsss:controlMode (defaults: choice true, flow false); SCORM 1.2 has no sequencing
 * and allows both.
 */
export interface ScormNavigation {
  choice: boolean;
  flow: boolean;
}

export const SCORM_STATUSES = ['not_started', 'in_progress', 'completed', 'passed', 'failed'] as const;
export type ScormStatus = (typeof SCORM_STATUSES)[number];

/** One person's progress on a whole package, rolled up from their SCOs (rollUpScorm). */
export interface ScormProgressSummary {
  status: ScormStatus;
  completed_scos: number;
  total_scos: number;
  /** Mean of the SCOs' scores that reported one, 0–100; null when none did. */
  score: number | null;
}

export interface ScormPackage {
  id: number;
  name: string;
  scorm_version: ScormVersion;
  launch_path: string;
  file_count: number;
  total_bytes: number;
  created_at: string;
  /** Where the launch file is served for the caller, on the company's SCORM content origin (the launcher frames it). */
  launch_url: string;
  /** The launcher page on the company's content origin: the player frames it and talks to it by postMessage. */
  launcher_url: string;
  /** The folder of the package's files for the caller: launch_url starts with it. */
  content_base_url: string;
  /** Every file of the package under content_base_url, for caching it for offline play. */
  files?: string[];
  /** The table of contents: headings and SCOs in the manifest's order (package detail only). */
  items?: ScormPlayItem[];
  /** How the learner may move between the SCOs (package detail only). */
  navigation?: ScormNavigation;
  /** The caller's own progress (the list). */
  my_progress?: ScormProgressSummary;
}

/** One SCO's state for one person: its cmi data as last committed and what was read from it. */
export interface ScormScoAttempt extends ScormSummary {
  sco: string;
  cmi: Record<string, unknown>;
  commit_count: number;
  committed_at: string;
}

/**
 * A person's progress on a package. The top-level cmi and status fields are those of the package's
 * first SCO (null fields: nothing committed yet); `scos` holds every SCO's, and `progress` the
 * package's as a whole (completion and pass or fail rolled up from the SCOs with the manifest's
 * pass marks).
 */
export interface ScormAttempt extends ScormSummary {
  package: number;
  staff: number;
  staff_name?: string;
  cmi: Record<string, unknown>;
  commit_count: number;
  committed_at: string | null;
  scos: ScormScoAttempt[];
  progress: ScormProgressSummary;
}

/** POST scorm/packages/{id}/attempt/: the runtime's cmi data as of one commit. */
export const scormCommitSchema = z.object({
  /** The item (SCO) the data belongs to; '' or absent: the package's first, as before multi-SCO play. */
  sco: z.string().max(255).optional(),
  cmi: z.record(z.string(), z.unknown()),
  /** Device time of the commit: an older commit arriving later never overwrites a newer one. */
  committed_at: z.iso.datetime({ offset: true }),
});
export type ScormCommit = z.input<typeof scormCommitSchema>;

/** POST scorm/packages/{id}/log/: what the runtime or a package reported as going wrong (never shown to the learner). */
export const scormLogSchema = z.object({
  sco: z.string().max(255).optional(),
  level: z.enum(['warn', 'error']),
  message: z.string().max(2000),
});
export type ScormLog = z.input<typeof scormLogSchema>;

type Cmi = Record<string, unknown>;

/** The status and score fields of an attempt, as a commit's cmi data holds them. */
export interface ScormSummary {
  lesson_status: string | null;
  completion_status: string | null;
  success_status: string | null;
  score_raw: number | null;
  score_max: number | null;
  score_scaled: number | null;
}

function pick(cmi: Cmi, dotted: string): unknown {
  let value: unknown = cmi;
  for (const part of dotted.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Cmi)[part];
  }
  return value;
}
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 64) : null);
const number = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * Reads the status and score from cmi data (the `cmi` object of a commit): SCORM 1.2 keeps them in
 * cmi.core (lesson_status, score.raw/max), 2004 in cmi itself (completion_status, success_status,
 * score.raw/max/scaled). The server stores this; the player shows it before the server has it.
 */
export function summarizeCmi(version: ScormVersion, cmi: Cmi): ScormSummary {
  if (version === '1.2') {
    const raw = number(pick(cmi, 'core.score.raw'));
    const max = number(pick(cmi, 'core.score.max'));
    return {
      lesson_status: text(pick(cmi, 'core.lesson_status')),
      completion_status: null,
      success_status: null,
      score_raw: raw,
      score_max: max,
      score_scaled: raw !== null && max ? raw / max : null,
    };
  }
  return {
    lesson_status: null,
    completion_status: text(pick(cmi, 'completion_status')),
    success_status: text(pick(cmi, 'success_status')),
    score_raw: number(pick(cmi, 'score.raw')),
    score_max: number(pick(cmi, 'score.max')),
    score_scaled: number(pick(cmi, 'score.scaled')),
  };
}
