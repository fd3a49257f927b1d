// SCORM packages as real LMSs play them (issue 19), against the real app and database with Rustici's
// golf examples (tests/fixtures/real/scorm): every SCO of a multi-SCO package is listed with its own
// launch address; each SCO keeps its own cmi data; the package's completion, pass or fail and score
// roll up from the SCOs with the manifest's pass mark (1.2 adlcp:masteryscore, 2004
// minNormalizedMeasure), for the person and in the list; a package with no title is named after the
// admin's file; a refused package takes its .zip with it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORM_UNKNOWN_SCO, type ScormAttempt, type ScormPackage } from '../../../contract/scorm';
import type { PresignResponse } from '../../../contract/uploads';
import {
  GOLF_12,
  GOLF_2004,
  realScormEntries,
  realScormZip,
  withQuizMasteryScore,
} from '../../../tests/fixtures/real/scorm/packages';
import { writeZip } from '../../../tests/fixtures/zip-writer';
import {
  createTestApp,
  createTestCompany,
  type TestCompany,
  type TestContext,
  type TestUser,
} from '../../test/helpers';
import { api, KB } from './knowledge-base.fixtures';

let ctx: TestContext;
let c: TestCompany;
beforeAll(async () => {
  ctx = await createTestApp();
  c = await createTestCompany(ctx);
});
afterAll(() => ctx.close());

const SCORM = `${KB}/scorm`;

async function upload(data: Buffer, fileName: string): Promise<string> {
  const sign = await api(ctx, c.admin, {
    method: 'POST',
    url: `${KB}/generate-s3-presigned-url/`,
    payload: { file_name: fileName, file_content_type: 'application/zip', mode: 'scorm', file_size: data.length },
  });
  expect(sign.statusCode, sign.body).toBe(200);
  const signed = sign.json<PresignResponse>();
  const put = await ctx.app.inject({
    method: 'PUT',
    url: signed.url,
    payload: data,
    headers: { 'content-type': signed.content_type },
  });
  expect(put.statusCode, put.body).toBe(201);
  return signed.file_url;
}

async function addPackage(data: Buffer, fileName = 'course.zip') {
  const file_url = await upload(data, fileName);
  const res = await api(ctx, c.admin, {
    method: 'POST',
    url: `${SCORM}/packages/`,
    payload: { file_url, file_name: fileName },
  });
  return { res, file_url };
}

async function detail(id: number, user: TestUser = c.staff) {
  const res = await api(ctx, user, { method: 'GET', url: `${SCORM}/packages/${id}/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScormPackage>();
}

let stamp = Date.parse('2026-03-01T10:00:00Z');
async function commit(id: number, sco: string | undefined, cmi: Record<string, unknown>, user: TestUser = c.staff) {
  stamp += 1000;
  const res = await api(ctx, user, {
    method: 'POST',
    url: `${SCORM}/packages/${id}/attempt/`,
    payload: { ...(sco !== undefined ? { sco } : {}), cmi, committed_at: new Date(stamp).toISOString() },
  });
  return res;
}

const myProgress = async (id: number, user: TestUser = c.staff) => {
  const list = await api(ctx, user, { method: 'GET', url: `${SCORM}/packages/` });
  return list.json<ScormPackage[]>().find((p) => p.id === id)!.my_progress;
};

describe('a multi-SCO SCORM 1.2 package', () => {
  it('lists every SCO under its headings, each served from its own launch address', async () => {
    const { res } = await addPackage(realScormZip(GOLF_12), 'golf.zip');
    expect(res.statusCode, res.body).toBe(201);
    const pkg = await detail(res.json<ScormPackage>().id);
    expect(pkg.name).toBe('Golf Explained - Minimum Run-time Calls');
    const scos = pkg.items!.filter((item) => item.launch_url);
    expect(scos).toHaveLength(18);
    const quiz = scos.find((item) => item.id === 'handicapping_quiz_item')!;
    expect(quiz.launch_url).toBe(`${pkg.content_base_url}shared/assessmenttemplate.html?questions=Handicapping`);
    const page = await ctx.app.inject({ method: 'GET', url: quiz.launch_url! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('questions.js');
    const last = await ctx.app.inject({ method: 'GET', url: scos.at(-1)!.launch_url! });
    expect(last.statusCode).toBe(200);
  });

  it('keeps each SCO its own cmi data, and completes the package once every SCO is done', async () => {
    const id = (await addPackage(realScormZip(GOLF_12))).res.json<ScormPackage>().id;
    const scos = (await detail(id)).items!.filter((item) => item.launch_path);
    expect(await myProgress(id)).toEqual({ status: 'not_started', completed_scos: 0, total_scos: 18, score: null });

    expect((await commit(id, scos[0]!.id, { core: { lesson_status: 'completed' } })).statusCode).toBe(200);
    const second = await commit(id, scos[1]!.id, { core: { lesson_status: 'incomplete' }, suspend_data: 'p=2' });
    const attempt = second.json<ScormAttempt>();
    expect(attempt.scos.map((s) => [s.sco, s.lesson_status])).toEqual([
      [scos[0]!.id, 'completed'],
      [scos[1]!.id, 'incomplete'],
    ]);
    expect(attempt.scos[1]!.cmi).toEqual({ core: { lesson_status: 'incomplete' }, suspend_data: 'p=2' });
    expect(attempt.progress).toMatchObject({ status: 'in_progress', completed_scos: 1, total_scos: 18 });
    expect(await myProgress(id)).toMatchObject({ status: 'in_progress', completed_scos: 1 });
    // Another person's progress is theirs alone.
    expect(await myProgress(id, c.admin)).toMatchObject({ status: 'not_started' });

    for (const sco of scos) await commit(id, sco.id, { core: { lesson_status: 'completed' } });
    expect(await myProgress(id)).toEqual({ status: 'completed', completed_scos: 18, total_scos: 18, score: null });
  });

  it('refuses a commit for a SCO the package does not have; one without a SCO is the first', async () => {
    const id = (await addPackage(realScormZip(GOLF_12))).res.json<ScormPackage>().id;
    const res = await commit(id, 'no_such_item', { core: { lesson_status: 'completed' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ sco: [SCORM_UNKNOWN_SCO] });
    const legacy = await commit(id, undefined, { core: { lesson_status: 'completed' } });
    expect(legacy.json<ScormAttempt>().scos.map((s) => s.sco)).toEqual(['playing_playing_item']);
  });

  it("passes or fails the quizzes by the manifest's mastery score, and the package with them", async () => {
    const id = (await addPackage(realScormZip(GOLF_12, withQuizMasteryScore(80)))).res.json<ScormPackage>().id;
    const items = (await detail(id)).items!;
    const quizzes = items.filter((item) => item.id.endsWith('_quiz_item'));
    expect(quizzes.map((q) => q.mastery_score)).toEqual([80, 80, 80, 80]);
    for (const item of items.filter((i) => i.launch_path && !i.id.endsWith('_quiz_item'))) {
      await commit(id, item.id, { core: { lesson_status: 'completed' } });
    }
    // The quiz says only "completed" with its score: 60 is under the pass mark.
    await commit(id, quizzes[0]!.id, { core: { lesson_status: 'completed', score: { raw: '60', max: '100' } } });
    for (const quiz of quizzes.slice(1)) {
      await commit(id, quiz.id, { core: { lesson_status: 'completed', score: { raw: '100' } } });
    }
    expect(await myProgress(id)).toEqual({ status: 'failed', completed_scos: 18, total_scos: 18, score: 90 });
    // Taken again: 80 reaches the mark.
    await commit(id, quizzes[0]!.id, { core: { lesson_status: 'completed', score: { raw: '80', max: '100' } } });
    expect(await myProgress(id)).toEqual({ status: 'passed', completed_scos: 18, total_scos: 18, score: 95 });
  });
});

describe('a SCORM 2004 package with objectives', () => {
  it('gives the runtime its objectives and minNormalizedMeasure, and passes or fails by it', async () => {
    const id = (await addPackage(realScormZip(GOLF_2004))).res.json<ScormPackage>().id;
    const [item] = (await detail(id)).items!;
    expect(item).toMatchObject({ id: 'item_1', scaled_passing_score: 0.8 });
    expect((await detail(id)).navigation).toEqual({ choice: true, flow: true });
    expect(item!.objectives).toContain('obj_etiquette');
    // The content sets the score only (its success comes from the pass mark).
    const low = await commit(id, 'item_1', {
      completion_status: 'completed',
      success_status: 'unknown',
      score: { scaled: '0.75', raw: '75' },
    });
    expect(low.json<ScormAttempt>().progress).toEqual({
      status: 'failed',
      completed_scos: 1,
      total_scos: 1,
      score: 75,
    });
    await commit(id, 'item_1', { completion_status: 'completed', score: { scaled: '0.8', raw: '80' } });
    expect(await myProgress(id)).toEqual({ status: 'passed', completed_scos: 1, total_scos: 1, score: 80 });
  });
});

describe('a package added before packages kept their SCOs', () => {
  it('plays as its one SCO, and its attempts (SCO id "") roll up as before', async () => {
    const id = (await addPackage(realScormZip(GOLF_2004))).res.json<ScormPackage>().id;
    await ctx.database.db.updateTable('kb_scorm_packages').set({ items: null }).where('id', '=', id).execute();
    const pkg = await detail(id);
    expect(pkg.items).toEqual([
      expect.objectContaining({ id: '', launch_path: 'shared/launchpage.html', launch_url: pkg.launch_url }),
    ]);
    const res = await commit(id, undefined, { completion_status: 'completed', success_status: 'passed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ScormAttempt>()).toMatchObject({
      success_status: 'passed',
      scos: [expect.objectContaining({ sco: '' })],
      progress: { status: 'passed', completed_scos: 1, total_scos: 1 },
    });
  });
});

describe("a package's problems", () => {
  it('are taken for the log from anyone who plays it, and never for another company', async () => {
    const id = (await addPackage(realScormZip(GOLF_2004))).res.json<ScormPackage>().id;
    const log = (user: TestUser, packageId: number, body: Record<string, unknown>) =>
      api(ctx, user, { method: 'POST', url: `${SCORM}/packages/${packageId}/log/`, payload: body });
    const problem = { sco: 'item_1', level: 'error', message: 'SCORM Error 401: cmi.bogus' };
    expect((await log(c.staff, id, problem)).statusCode).toBe(204);
    expect((await log(c.staff, id, { ...problem, level: 'alert' })).statusCode).toBe(400);
    const other = await createTestCompany(ctx);
    expect((await log(other.staff, id, problem)).statusCode).toBe(404);
  });
});

describe('adding a package', () => {
  it("names a package without a title after the admin's file, not its stored name", async () => {
    const entries = realScormEntries(GOLF_12, (xml) => xml.replace(/<title>Golf Explained[^<]*<\/title>/, ''));
    const { res } = await addPackage(writeZip(entries), 'Golf basics v2.zip');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ScormPackage>().name).toBe('Golf basics v2');
  });

  it('refuses a package a SCO of which is missing, and keeps neither its files nor its .zip', async () => {
    const entries = realScormEntries(GOLF_12).filter((e) => e.name !== 'HavingFun/MakeFriends.html');
    const { res, file_url } = await addPackage(writeZip(entries));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      file_url: ['The launch file "HavingFun/MakeFriends.html" named in imsmanifest.xml is not in the package.'],
    });
    const zip = path.join(ctx.app.deps.config.storageDir, 'kb-files', String(c.companyId), file_url.split('/').pop()!);
    expect(fs.existsSync(zip)).toBe(false);
  });
});
