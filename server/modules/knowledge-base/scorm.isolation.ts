// Tenant-isolation cases for SCORM packages and library courses (consumed by
// server/test/isolation.test.ts): company A's admin aims at company B's package by id (detail,
// rename, delete, attempt, attempts) and gets 404; A's list never shows B's package; A adds a
// package of its own and subscribes to a library course without touching B; B's package files are
// never served on a forged access code (asked of B's own content origin, where they are served).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { scormCourseZip } from '../../../tests/fixtures/scorm-course';
import { newStoredName } from '../../lib/stored-files';
import type { IsolationCase, IsolationTarget } from '../../test/isolation';
import { KB } from './knowledge-base.fixtures';
import { localFileUrl } from './media-storage';
import { companyContentOrigin } from './scorm-origin';

const SCORM = `${KB}/scorm`;
const secret = (t: IsolationTarget) => `victim-scorm-${t.victim.companyId}`;

const seeded = new WeakMap<IsolationTarget, Promise<number>>();
const victimPackage = (t: IsolationTarget) => seeded.get(t) ?? seeded.set(t, seedVictim(t)).get(t)!;

/** B's package (its row is enough: every call must stop before reading files) and B's staff attempt. */
async function seedVictim(t: IsolationTarget): Promise<number> {
  const db = t.ctx.database.db;
  const companyId = t.victim.companyId;
  const { id } = await db
    .insertInto('kb_scorm_packages')
    .values({
      company_id: companyId,
      name: secret(t),
      scorm_version: '1.2',
      launch_path: 'index.html',
      folder: newStoredName(),
      file_url: localFileUrl(companyId, newStoredName('zip')),
      file_count: 1,
      total_bytes: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('kb_scorm_attempts')
    .values({
      company_id: companyId,
      package_id: id,
      staff_id: t.victim.staff.staffId,
      cmi: JSON.stringify({ suspend_data: secret(t) }),
      committed_at: new Date(),
    })
    .execute();
  return id;
}

/** A's own uploaded package .zip, stored as the upload flow stores it. */
async function ownZip(t: IsolationTarget): Promise<string> {
  const name = newStoredName('zip');
  const dir = path.join(t.ctx.app.deps.config.storageDir, 'kb-files', String(t.attacker.companyId));
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), scormCourseZip());
  return localFileUrl(t.attacker.companyId, name);
}

type Route = IsolationCase['route'];
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const leaks = (t: IsolationTarget) => [secret(t)];

const foreignCase = (route: Route, options: (id: number) => InjectOptions, admin = false): IsolationCase => ({
  route,
  expect: 'foreign-404',
  request: async (t) => options(await victimPackage(t)),
  ...(admin ? { staffForbidden: async (t: IsolationTarget) => options(await victimPackage(t)) } : {}),
});

export const isolationCases: IsolationCase[] = [
  {
    route: 'GET /knowledgebase/api/scorm/packages/',
    expect: 'own-company',
    request: async (t) => (await victimPackage(t), get(`${SCORM}/packages/`)),
    leaks,
  },
  {
    route: 'POST /knowledgebase/api/scorm/packages/',
    expect: 'own-company',
    request: async (t) => {
      await victimPackage(t);
      return { method: 'POST', url: `${SCORM}/packages/`, payload: { file_url: await ownZip(t) } };
    },
    staffForbidden: async (t) => ({
      method: 'POST',
      url: `${SCORM}/packages/`,
      payload: { file_url: await ownZip(t) },
    }),
    leaks,
  },
  foreignCase('GET /knowledgebase/api/scorm/packages/:id/', (id) => get(`${SCORM}/packages/${id}/`)),
  foreignCase(
    'PATCH /knowledgebase/api/scorm/packages/:id/',
    (id) => ({ method: 'PATCH', url: `${SCORM}/packages/${id}/`, payload: { name: 'Taken' } }),
    true,
  ),
  foreignCase(
    'DELETE /knowledgebase/api/scorm/packages/:id/',
    (id) => ({ method: 'DELETE', url: `${SCORM}/packages/${id}/` }),
    true,
  ),
  foreignCase('GET /knowledgebase/api/scorm/packages/:id/attempt/', (id) => get(`${SCORM}/packages/${id}/attempt/`)),
  foreignCase('POST /knowledgebase/api/scorm/packages/:id/attempt/', (id) => ({
    method: 'POST',
    url: `${SCORM}/packages/${id}/attempt/`,
    payload: { cmi: { core: { lesson_status: 'passed' } }, committed_at: new Date().toISOString() },
  })),
  foreignCase('POST /knowledgebase/api/scorm/packages/:id/log/', (id) => ({
    method: 'POST',
    url: `${SCORM}/packages/${id}/log/`,
    payload: { level: 'warn', message: 'Could not find objective obj_1' },
  })),
  foreignCase(
    'GET /knowledgebase/api/scorm/packages/:id/attempts/',
    (id) => get(`${SCORM}/packages/${id}/attempts/`),
    true,
  ),
  {
    route: 'GET /knowledgebase/api/scorm/content/:company/:package/:access/*',
    expect: 'public',
    request: async (t) => {
      const id = await victimPackage(t);
      const staff = t.attacker.admin.staffId;
      // Asked of B's content origin, where its package files are served (elsewhere they answer 404 anyway).
      const content = companyContentOrigin(t.ctx.app.deps.config, t.victim.companyId);
      return get(
        `${content}${SCORM}/content/${t.victim.companyId}/${id}/${staff}-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/index.html`,
      );
    },
  },
  {
    // The launcher page holds nothing of any company: the same page for everyone.
    route: 'GET /knowledgebase/api/scorm/launcher/',
    expect: 'public',
    request: (t) => get(`${companyContentOrigin(t.ctx.app.deps.config, t.attacker.companyId)}${SCORM}/launcher/`),
  },
  {
    route: 'GET /knowledgebase/api/library/courses/',
    expect: 'own-company',
    request: () => get(`${KB}/library/courses/`),
  },
  {
    route: 'POST /knowledgebase/api/library/courses/subscribe/',
    expect: 'own-company',
    request: () => ({ method: 'POST', url: `${KB}/library/courses/subscribe/`, payload: { library_course_id: 1 } }),
    staffForbidden: () => ({
      method: 'POST',
      url: `${KB}/library/courses/subscribe/`,
      payload: { library_course_id: 1 },
    }),
  },
  {
    route: 'GET /knowledgebase/api/library/categories/',
    expect: 'own-company',
    request: () => get(`${KB}/library/categories/`),
  },
];
