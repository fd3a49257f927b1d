// The manifest reader on its own: well-formed XML as real manifests write it (BOM, declaration,
// comments, a DOCTYPE with an internal subset, CDATA, entities, prefixes) and the refusals with the
// line at fault; the SCORM version from schemaversion or namespaces; the launch file from the
// default organization (nested items, xml:base, parameters), and launch paths that leave the package.
import { describe, expect, it } from 'vitest';
import { SCORM_LAUNCH_MISSING, SCORM_VERSION_UNKNOWN, scormUnsafePath } from '../../../contract/scorm';
import { ValidationError } from '../../lib/errors';
import { readManifest, safeRelative } from './scorm-manifest';
import { parseXml } from './scorm-xml';

const refusal = (xml: string) => {
  try {
    readManifest(xml);
  } catch (err) {
    if (err instanceof ValidationError) return err.fields.file_url?.[0];
    throw err;
  }
  return null;
};

const manifest = (organizations: string, resources: string, head = '<schemaversion>1.2</schemaversion>') =>
  `<manifest xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"><metadata>${head}</metadata>
  <organizations default="b">${organizations}</organizations><resources xml:base="course/">${resources}</resources></manifest>`;

describe('parseXml', () => {
  it('reads what manifests contain and skips what they may carry', () => {
    const root = parseXml(`\uFEFF<?xml version="1.0"?>
<!DOCTYPE manifest [ <!ENTITY x "boom"> ]>
<!-- made by a tool -->
<m:manifest xmlns:m="urn:x" a='1' b="&lt;&amp;&#65;&#x42;">
  <title><![CDATA[Fire <safety>]]> &amp; more</title>
  <empty/>
</m:manifest>`);
    expect(root.local).toBe('manifest');
    expect(root.attrs).toEqual({ 'xmlns:m': 'urn:x', a: '1', b: '<&AB' });
    expect(root.children.map((c) => c.local)).toEqual(['title', 'empty']);
    expect(root.children[0]!.text).toBe('Fire <safety> & more');
  });

  it('refuses what is not well-formed, naming the line', () => {
    expect(() => parseXml('<a>\n<b></a>')).toThrow('line 2: </a> closes <b>');
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow('appears twice');
    expect(() => parseXml('<a>&bogus;</a>')).toThrow('unknown entity &bogus;');
    expect(() => parseXml('<a/><b/>')).toThrow('more than one root element');
    expect(() => parseXml('<a x=1/>')).toThrow('must be in quotes');
    expect(() => parseXml('')).toThrow('the document is empty');
  });
});

describe('readManifest', () => {
  it('launches the first item with a resource in the default organization, with xml:base and parameters', () => {
    const orgs = `<organization identifier="a"><item identifier="x" identifierref="r1"/></organization>
      <organization identifier="b"><title>Second org</title>
        <item identifier="folder"><item identifier="y" identifierref="r2" parameters="?start=2"/></item>
      </organization>`;
    const resources = `<resource identifier="r1" href="one.html"/><resource identifier="r2" xml:base="sco/" href="two.html?x=1"/>`;
    expect(readManifest(manifest(orgs, resources))).toEqual({
      version: '1.2',
      launchPath: 'course/sco/two.html?x=1&start=2',
      launchFile: 'course/sco/two.html',
      title: 'Second org',
    });
  });

  it('tells the version by schemaversion, else by the ADL namespaces', () => {
    const orgs = '<organization identifier="b"><item identifier="i" identifierref="r"/></organization>';
    const res = '<resource identifier="r" href="a.html"/>';
    expect(readManifest(manifest(orgs, res, '<schemaversion>2004 3rd Edition</schemaversion>')).version).toBe('2004');
    expect(readManifest(manifest(orgs, res, '<schemaversion>CAM 1.3</schemaversion>')).version).toBe('2004');
    const byNamespace = manifest(orgs, res, '').replace(
      '<manifest ',
      '<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" ',
    );
    expect(readManifest(byNamespace).version).toBe('2004');
    expect(refusal(manifest(orgs, res, ''))).toBe(SCORM_VERSION_UNKNOWN);
  });

  it('refuses a manifest without a launch file or with one outside the package', () => {
    const res = '<resource identifier="r" href="a.html"/>';
    expect(
      refusal(manifest('<organization identifier="b"><item identifier="i" identifierref="nope"/></organization>', res)),
    ).toBe(SCORM_LAUNCH_MISSING);
    const out = manifest(
      '<organization identifier="b"><item identifier="i" identifierref="r"/></organization>',
      '<resource identifier="r" href="../../etc/passwd"/>',
    ).replace(' xml:base="course/"', '');
    expect(refusal(out)).toBe(scormUnsafePath('../../etc/passwd'));
    const absolute = out.replace('../../etc/passwd', 'https://evil.example/x.html');
    expect(refusal(absolute)).toBe(scormUnsafePath('https://evil.example/x.html'));
  });

  it('keeps relative paths inside the package', () => {
    expect(safeRelative('a/./b/../c.html')).toBe('a/c.html');
    expect(safeRelative('a/../../c.html')).toBeNull();
    expect(safeRelative('/abs.html')).toBeNull();
    expect(safeRelative('C:\\x.html')).toBeNull();
    expect(safeRelative('..\\x.html')).toBeNull();
  });
});
