// Reading a SCORM package's imsmanifest.xml: which SCORM version it is (its metadata's
// schemaversion, else the ADL namespaces it declares) and which file to launch (the default
// organization's first item that points at a resource, that resource's href with xml:base and the
// item's parameters), and the whole table of contents: every item of the default organization,
// each SCO with its launch file and what the runtime must be given (pass mark, objectives). Every refusal carries the message an admin sees.
import path from 'node:path/posix';
import {
  SCORM_LAUNCH_MISSING,
  SCORM_VERSION_UNKNOWN,
  scormManifestInvalid,
  scormUnsafePath,
  type ScormItem,
  type ScormNavigation,
  type ScormVersion,
} from '../../../contract/scorm';
import { ValidationError } from '../../lib/errors';
import { attrNamed, childNamed, childrenNamed, parseXml, XmlError, type XmlElement } from './scorm-xml';

export interface ScormManifest {
  version: ScormVersion;
  /** Path inside the package, with the query string the manifest gives, e.g. `index.html?page=1`. */
  launchPath: string;
  /** The launch file alone (no query), to check it is in the package. */
  launchFile: string;
  title: string | null;
  /** The default organization's table of contents (at least one SCO). */
  items: ScormItem[];
  navigation: ScormNavigation;
}

const refuse = (message: string): never => {
  throw ValidationError.field('file_url', message);
};

function detectVersion(root: XmlElement): ScormVersion {
  const metadata = childNamed(root, 'metadata');
  const schemaVersion = metadata ? (childNamed(metadata, 'schemaversion')?.text ?? '') : '';
  if (/^1\.2$/.test(schemaVersion)) return '1.2';
  if (/2004|CAM\s*1\.3/i.test(schemaVersion)) return '2004';
  const namespaces = Object.entries(root.attrs)
    .filter(([name]) => name === 'xmlns' || name.startsWith('xmlns:'))
    .map(([, value]) => value.toLowerCase());
  if (namespaces.some((ns) => ns.includes('adlcp_v1p3') || ns.includes('adlseq'))) return '2004';
  if (namespaces.some((ns) => ns.includes('adlcp_rootv1p2'))) return '1.2';
  return refuse(SCORM_VERSION_UNKNOWN);
}

/** A relative path kept inside the package: no scheme, no absolute path, no "..". */
export function safeRelative(href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('\\')) return null;
  const normal = path.normalize(href.replace(/\\/g, '/'));
  if (normal === '..' || normal.startsWith('../') || normal.startsWith('/')) return null;
  return normal === '.' ? '' : normal;
}

/** A child by its local name, whatever its case (`adlcp:masteryscore`, `adlcp:masteryScore`). */
const childLike = (element: XmlElement, local: string) =>
  element.children.find((c) => c.local.toLowerCase() === local.toLowerCase());

const numberIn = (text: string | undefined, min: number, max: number) => {
  const n = text !== undefined && text.trim() !== '' ? Number(text) : NaN;
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

interface Context {
  version: ScormVersion;
  resourcesBase: string;
  resources: XmlElement[];
}

/** The resource's href with the xml:base of its resources and itself, and the item's parameters. */
function launchPathOf(ctx: Context, resource: XmlElement, item: XmlElement | undefined): string | null {
  const href = resource.attrs.href;
  if (!href) return null;
  let launch = ctx.resourcesBase + (resource.attrs['xml:base'] ?? '') + href;
  const parameters = item?.attrs.parameters ?? '';
  if (parameters) {
    const joined = parameters.replace(/^[?&]/, '');
    launch += (launch.includes('?') ? '&' : '?') + joined;
  }
  return checkedLaunch(launch);
}

/** What the manifest tells the runtime about a SCO: pass mark, objectives, launch data. */
function runtimeData(ctx: Context, item: XmlElement): Partial<ScormItem> {
  const dataFromLms = childLike(item, 'dataFromLMS')?.text || null;
  if (ctx.version === '1.2') {
    return { mastery_score: numberIn(childLike(item, 'masteryscore')?.text, 0, 100), launch_data: dataFromLms };
  }
  const threshold = childLike(item, 'completionThreshold');
  const completion = numberIn(threshold?.text || threshold?.attrs.minProgressMeasure, 0, 1);
  const sequencing = childNamed(item, 'sequencing');
  const objectivesElement = sequencing ? childNamed(sequencing, 'objectives') : undefined;
  const primary = objectivesElement ? childNamed(objectivesElement, 'primaryObjective') : undefined;
  const others = objectivesElement ? childrenNamed(objectivesElement, 'objective') : [];
  const objectives = [primary, ...others]
    .map((o) => o?.attrs.objectiveID?.trim())
    .filter((id): id is string => Boolean(id));
  // minNormalizedMeasure is the pass mark only when the objective is satisfied by measure (its
  // default 1.0 applies then too: IMS SS 3.10.1).
  const byMeasure = primary?.attrs.satisfiedByMeasure === 'true';
  const measure = primary ? childNamed(primary, 'minNormalizedMeasure')?.text : undefined;
  return {
    scaled_passing_score: byMeasure ? (numberIn(measure, -1, 1) ?? (measure === undefined ? 1 : null)) : null,
    objectives: [...new Set(objectives)],
    launch_data: dataFromLms,
    completion_threshold: completion,
  };
}

/** The organization's items depth first, in document order: headings, and the SCOs they hold. */
function itemsOf(ctx: Context, parent: XmlElement, depth: number, into: ScormItem[]): ScormItem[] {
  for (const item of childrenNamed(parent, 'item')) {
    if (item.attrs.isvisible === 'false' && !item.attrs.identifierref) continue;
    const title = childNamed(item, 'title')?.text || item.attrs.identifier || '';
    const resource = item.attrs.identifierref
      ? ctx.resources.find((r) => r.attrs.identifier === item.attrs.identifierref)
      : undefined;
    const launch = resource ? launchPathOf(ctx, resource, item) : null;
    const asset = resource !== undefined && attrNamed(resource, 'scormtype')?.toLowerCase() === 'asset';
    into.push({
      id: item.attrs.identifier ?? `item-${into.length + 1}`,
      title,
      depth,
      launch_path: launch,
      ...(asset ? { asset: true } : {}),
      ...(launch ? runtimeData(ctx, item) : {}),
    });
    itemsOf(ctx, item, depth + 1, into);
  }
  return into;
}

const namesResource = (element: XmlElement): boolean =>
  childrenNamed(element, 'item').some((item) => Boolean(item.attrs.identifierref) || namesResource(item));

function organizationOf(root: XmlElement, version: ScormVersion) {
  const organizations = childNamed(root, 'organizations');
  const all = organizations ? childrenNamed(organizations, 'organization') : [];
  const wanted = organizations?.attrs.default;
  const organization = all.find((o) => o.attrs.identifier === wanted) ?? all[0];
  const resourcesElement = childNamed(root, 'resources');
  const ctx: Context = {
    version,
    resourcesBase: resourcesElement?.attrs['xml:base'] ?? '',
    resources: resourcesElement ? childrenNamed(resourcesElement, 'resource') : [],
  };
  let items = organization ? itemsOf(ctx, organization, 0, []) : [];
  const named = organization ? namesResource(organization) : false;
  if (named && !items.some((item) => item.launch_path)) return refuse(SCORM_LAUNCH_MISSING);
  if (!named) {
    // A manifest with no organization may still have one launchable resource (a single SCO).
    const resource = ctx.resources.find((r) => r.attrs.href && attrNamed(r, 'scormtype')?.toLowerCase() !== 'asset');
    const launch = resource ? launchPathOf(ctx, resource, undefined) : null;
    if (!launch) return refuse(SCORM_LAUNCH_MISSING);
    items = [{ id: resource!.attrs.identifier ?? 'sco', title: '', depth: 0, launch_path: launch }];
  }
  const title = (organization && childNamed(organization, 'title')?.text) || null;
  return { items, title, navigation: navigationOf(version, organization) };
}

/** SCORM 2004 imsss:controlMode of the organization (IMS SS defaults: choice true, flow false). */
function navigationOf(version: ScormVersion, organization: XmlElement | undefined): ScormNavigation {
  if (version === '1.2') return { choice: true, flow: true };
  const sequencing = organization ? childNamed(organization, 'sequencing') : undefined;
  const control = sequencing ? childNamed(sequencing, 'controlMode') : undefined;
  return { choice: control?.attrs.choice !== 'false', flow: control?.attrs.flow === 'true' };
}

/** The launch path checked to stay inside the package (query and fragment kept). */
function checkedLaunch(launch: string): string {
  const [file = '', ...rest] = launch.split(/(?=[?#])/);
  let decoded: string;
  try {
    decoded = decodeURI(file);
  } catch {
    return refuse(scormUnsafePath(launch));
  }
  const launchFile = safeRelative(decoded);
  if (launchFile === null || launchFile === '') return refuse(scormUnsafePath(launch));
  return launchFile + rest.join('');
}

/** The file part of a launch path (no query or fragment). */
export const launchFileOf = (launchPath: string) => launchPath.split(/(?=[?#])/)[0]!;

export function readManifest(xml: string): ScormManifest {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (err) {
    if (err instanceof XmlError) return refuse(scormManifestInvalid(err.message));
    throw err;
  }
  if (root.local !== 'manifest')
    return refuse(scormManifestInvalid(`the root element is <${root.name}>, not <manifest>`));
  const version = detectVersion(root);
  const { items, title, navigation } = organizationOf(root, version);
  const first = items.find((item) => item.launch_path && !item.asset) ?? items.find((item) => item.launch_path)!;
  const launchPath = first.launch_path!;
  return { version, launchPath, launchFile: launchFileOf(launchPath), title, items, navigation };
}
