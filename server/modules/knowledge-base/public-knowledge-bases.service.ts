// Management of a company's public knowledge bases (spec knowledge-base §7 public-knowledgebases/
// CRUD and public-knowledgebase-validate-domain/). One default per company; deleting a base takes it
// off every article that named it, so no article keeps an id that points nowhere.
import { Resolver } from 'node:dns/promises';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  DOMAIN_VERIFY_FAILED,
  domainVerificationRecord,
  type PublicKnowledgebase,
  type ValidateDomainResult,
  type publicKnowledgebaseCreateSchema,
  type publicKnowledgebaseUpdateSchema,
} from '../../../contract/public-knowledge-bases';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { lockCompanyRow, takeDefault } from './company-default';

const COLUMNS = ['id', 'name', 'is_default', 'domain'] as const;

export function listPublicKnowledgebases(db: Database, auth: AuthContext): Promise<PublicKnowledgebase[]> {
  return db
    .selectFrom('kb_public_knowledgebases')
    .select(COLUMNS)
    .where('company_id', '=', auth.companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function getPublicKnowledgebase(db: Database, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('kb_public_knowledgebases')
    .select(COLUMNS)
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function createPublicKnowledgebase(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof publicKnowledgebaseCreateSchema>,
): Promise<PublicKnowledgebase> {
  await takeDefault(db, 'kb_public_knowledgebases', auth.companyId, input.is_default);
  return db
    .insertInto('kb_public_knowledgebases')
    .values({ company_id: auth.companyId, ...input })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updatePublicKnowledgebase(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof publicKnowledgebaseUpdateSchema>,
): Promise<PublicKnowledgebase> {
  await lockCompanyRow(db, 'kb_public_knowledgebases', auth.companyId, id);
  if (Object.keys(input).length === 0) return getPublicKnowledgebase(db, auth, id);
  await takeDefault(db, 'kb_public_knowledgebases', auth.companyId, input.is_default);
  return db
    .updateTable('kb_public_knowledgebases')
    .set(input)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deletePublicKnowledgebase(db: Database, auth: AuthContext, id: number): Promise<void> {
  const deleted = await db
    .deleteFrom('kb_public_knowledgebases')
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new NotFoundError();
  await db
    .updateTable('kb_articles')
    .set({ public_knowledgebase_ids: sql`array_remove(public_knowledgebase_ids, ${id}::bigint)` })
    .where('company_id', '=', auth.companyId)
    .where(sql<boolean>`${id}::bigint = ANY(public_knowledgebase_ids)`)
    .execute();
}

/**
 * How a domain's TXT records are read. An object so tests can stand in for DNS (no network in CI);
 * a short timeout and one try keep an unreachable resolver from holding the request.
 */
export const domainDns = {
  resolveTxt: (domain: string): Promise<string[][]> => new Resolver({ timeout: 3000, tries: 1 }).resolveTxt(domain),
};

/**
 * The verification step: the domain's DNS holds a TXT record `groundwork-verification={company slug}`.
 * Anything else — no such record, no such domain, DNS unreachable — answers the §8 message.
 */
export async function validateDomain(db: Database, auth: AuthContext, domain: string): Promise<ValidateDomainResult> {
  const company = await db
    .selectFrom('companies')
    .select('company_slug')
    .where('id', '=', auth.companyId)
    .executeTakeFirstOrThrow();
  if (!company.company_slug) throw ValidationError.field('domain', DOMAIN_VERIFY_FAILED);
  const expected = domainVerificationRecord(company.company_slug);
  const records = await domainDns.resolveTxt(domain).catch(() => [] as string[][]);
  if (!records.some((chunks) => chunks.join('').trim() === expected)) {
    throw ValidationError.field('domain', DOMAIN_VERIFY_FAILED);
  }
  return { domain, verified: true };
}
