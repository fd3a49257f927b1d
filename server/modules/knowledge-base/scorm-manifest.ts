// Reading a SCORM package's imsmanifest.xml: which SCORM version it is (its metadata's
// schemaversion, else the ADL namespaces it declares) and which file to launch (the default
// organization's first item that points at a resource, that resource's href with xml:base and the
// item's parameters). Every refusal carries the message an admin sees.
import path from 'node:path/posix';
import {
  SCORM_LAUNCH_MISSING,
  SCORM_VERSION_UNKNOWN,
  scormManifestInvalid,
  scormUnsafePath,
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

/** Depth first: the first item of the organization that names a resource. */
function firstLaunchItem(organization: XmlElement): XmlElement | undefined {
  for (const item of childrenNamed(organization, 'item')) {
    if (item.attrs.identifierref) return item;
    const inner = firstLaunchItem(item);
    if (inner) return inner;
  }
  return undefined;
}

/** A relative path kept inside the package: no scheme, no absolute path, no "..". */
export function safeRelative(href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('\\')) return null;
  const normal = path.normalize(href.replace(/\\/g, '/'));
  if (normal === '..' || normal.startsWith('../') || normal.startsWith('/')) return null;
  return normal === '.' ? '' : normal;
}

function launchOf(root: XmlElement): { launch: string; title: string | null } {
  const organizations = childNamed(root, 'organizations');
  const all = organizations ? childrenNamed(organizations, 'organization') : [];
  const wanted = organizations?.attrs.default;
  const organization = all.find((o) => o.attrs.identifier === wanted) ?? all[0];
  const resourcesElement = childNamed(root, 'resources');
  const resources = resourcesElement ? childrenNamed(resourcesElement, 'resource') : [];
  const item = organization ? firstLaunchItem(organization) : undefined;
  // A manifest with no organization may still have one launchable resource (a single SCO).
  const resource = item
    ? resources.find((r) => r.attrs.identifier === item.attrs.identifierref)
    : resources.find((r) => r.attrs.href && attrNamed(r, 'scormtype')?.toLowerCase() !== 'asset');
  const href = resource?.attrs.href;
  if (!resource || !href) return refuse(SCORM_LAUNCH_MISSING);
  const base = (resourcesElement?.attrs['xml:base'] ?? '') + (resource.attrs['xml:base'] ?? '');
  const parameters = item?.attrs.parameters ?? '';
  let launch = base + href;
  if (parameters) {
    const joined = parameters.replace(/^[?&]/, '');
    launch += (launch.includes('?') ? '&' : '?') + joined;
  }
  const title = (organization && childNamed(organization, 'title')?.text) || null;
  return { launch, title };
}

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
  const { launch, title } = launchOf(root);
  const [file = '', ...rest] = launch.split(/(?=[?#])/);
  let decoded: string;
  try {
    decoded = decodeURI(file);
  } catch {
    return refuse(scormUnsafePath(launch));
  }
  const launchFile = safeRelative(decoded);
  if (launchFile === null || launchFile === '') return refuse(scormUnsafePath(launch));
  return { version, launchPath: launchFile + rest.join(''), launchFile, title };
}
