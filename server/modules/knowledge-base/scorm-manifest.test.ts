// The manifest reader on its own: well-formed XML as real manifests write it (BOM, declaration,
// comments, a DOCTYPE with an internal subset, CDATA, entities, prefixes) and the refusals with the
// line at fault; the SCORM version from schemaversion or namespaces; the launch file from the
// default organization (nested items, xml:base, parameters), and launch paths that leave the package.
import { readFileSync } from 'node:fs';
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
    expect(readManifest(manifest(orgs, resources))).toMatchObject({
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

// Real manifests (tests/fixtures/real/scorm/README.md): Rustici's golf examples as LMSs receive them.
const realManifest = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/real/scorm/${name}/imsmanifest.xml`, import.meta.url), 'utf8');

describe('readManifest: the table of contents and what the runtime is given', () => {
  it('lists every SCO of a multi-SCO SCORM 1.2 package under its headings, with their parameters', () => {
    const read = readManifest(realManifest('RuntimeMinimumCalls_SCORM12'));
    expect(read.title).toBe('Golf Explained - Minimum Run-time Calls');
    const scos = read.items.filter((item) => item.launch_path);
    expect(scos).toHaveLength(18);
    expect(read.items.filter((item) => !item.launch_path).map((item) => item.title)).toEqual([
      'Playing the Game',
      'Etiquette',
      'Handicapping',
      'Having Fun',
    ]);
    expect(read.items[0]).toEqual({ id: 'playing_item', title: 'Playing the Game', depth: 0, launch_path: null });
    expect(read.items[1]).toMatchObject({ id: 'playing_playing_item', depth: 1, launch_path: 'Playing/Playing.html' });
    expect(scos.filter((item) => item.launch_path!.includes('questions='))).toHaveLength(4);
    expect(read.items.find((item) => item.id === 'etiquette_quiz_item')!.launch_path).toBe(
      'shared/assessmenttemplate.html?questions=Etiquette',
    );
    expect(read.launchPath).toBe('Playing/Playing.html');
  });

  it("passes a SCORM 2004 SCO's objectives and its minNormalizedMeasure as the pass mark", () => {
    const read = readManifest(realManifest('RunTimeAdvancedCalls_SCORM20043rdEdition'));
    expect(read.version).toBe('2004');
    expect(read.items).toEqual([
      expect.objectContaining({
        id: 'item_1',
        title: 'Golf Explained',
        launch_path: 'shared/launchpage.html',
        scaled_passing_score: 0.8,
        objectives: ['PRIMARYOBJ', 'obj_etiquette', 'obj_handicapping', 'obj_havingfun', 'obj_playing'],
      }),
    ]);
  });

  it('reads SCORM 1.2 adlcp:masteryscore and dataFromLMS, whatever their case', () => {
    const orgs = `<organization identifier="b">
      <item identifier="q1" identifierref="r"><title>Quiz</title><adlcp:masteryscore>80</adlcp:masteryscore>
        <adlcp:datafromlms>level=2</adlcp:datafromlms></item>
      <item identifier="q2" identifierref="r"><title>Quiz 2</title><adlcp:masteryScore>65</adlcp:masteryScore></item>
      <item identifier="q3" identifierref="r"><title>No mark</title></item></organization>`;
    const read = readManifest(manifest(orgs, '<resource identifier="r" href="q.html"/>'));
    expect(read.items.map((item) => [item.id, item.mastery_score, item.launch_data])).toEqual([
      ['q1', 80, 'level=2'],
      ['q2', 65, null],
      ['q3', null, null],
    ]);
  });

  it('takes no pass mark from an objective not satisfied by measure, and 1.0 when one is without a value', () => {
    const head = '<schemaversion>2004 4th Edition</schemaversion>';
    const item = (objective: string) =>
      manifest(
        `<organization identifier="b"><item identifier="i" identifierref="r"><imsss:sequencing><imsss:objectives>${objective}</imsss:objectives></imsss:sequencing></item></organization>`,
        '<resource identifier="r" href="a.html"/>',
        head,
      );
    const mark = (objective: string) => readManifest(item(objective)).items[0]!.scaled_passing_score;
    expect(
      mark(
        '<imsss:primaryObjective objectiveID="p"><imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure></imsss:primaryObjective>',
      ),
    ).toBeNull();
    expect(mark('<imsss:primaryObjective objectiveID="p" satisfiedByMeasure="true"/>')).toBe(1);
  });

  it('reads how a 2004 package lets the learner move (controlMode), and lets a 1.2 one move freely', () => {
    const org = (sequencing: string) =>
      manifest(
        `<organization identifier="b"><item identifier="i" identifierref="r"/>${sequencing}</organization>`,
        '<resource identifier="r" href="a.html"/>',
        '<schemaversion>2004 3rd Edition</schemaversion>',
      );
    expect(readManifest(org('')).navigation).toEqual({ choice: true, flow: false });
    const forced = '<imsss:sequencing><imsss:controlMode choice="false" flow="true"/></imsss:sequencing>';
    expect(readManifest(org(forced)).navigation).toEqual({ choice: false, flow: true });
    expect(readManifest(realManifest('RunTimeAdvancedCalls_SCORM20043rdEdition')).navigation).toEqual({
      choice: true,
      flow: true,
    });
    expect(readManifest(realManifest('RuntimeMinimumCalls_SCORM12')).navigation).toEqual({ choice: true, flow: true });
  });
});
