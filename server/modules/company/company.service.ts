// Company detail: read, update (fields, sanitized information HTML, logo, active apps) and delete.
// The path's company id must be the caller's own company: any other id answers 404, the same as an
// id that does not exist, so nobody can probe which companies exist.
import type { ActiveApp } from '../../../contract/account';
import {
  COMPANY_DELETE_PASSWORD_WRONG,
  COMPANY_LOGO_BAD_TYPE,
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_NOT_A_FILE,
  COMPANY_LOGO_TOO_LARGE,
  REFERRAL_URL_NOT_ALLOWED,
  type Company,
  type Currency,
} from '../../../contract/company';
import type { Database } from '../../db/database';
import type { AppConfig } from '../../lib/deps';
import { servedOriginOf } from '../../lib/served-origins';
import type { CompanyUpdate } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { AuthContext } from '../../lib/route';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { chargeStorage, releaseStorage, StorageQuotaError } from '../../lib/storage-quota';
import type { CompanyUpdateBody } from './company.form';
import { presentApps, presentCompany } from './company.presenter';
import * as repo from './company.repository';
import type { LogoFiles } from './logo-storage';
import { logoStoredFile, sniffImage } from './logo-storage';

function requireOwnCompany(auth: AuthContext, companyId: number): void {
  if (companyId !== auth.companyId) throw new NotFoundError();
}

async function loadCompany(db: Database, companyId: number, forUpdate = false) {
  const row = await repo.findCompany(db, companyId, { forUpdate });
  if (!row) throw new NotFoundError();
  return row;
}

export async function getCompany(db: Database, auth: AuthContext, companyId: number): Promise<Company> {
  requireOwnCompany(auth, companyId);
  const [row, apps] = await Promise.all([loadCompany(db, companyId), repo.listCompanyApps(db, companyId)]);
  return presentCompany(row, apps);
}

/** Unknown app ids answer 400 in the wording of the reference back end. */
async function checkAppIds(db: Database, ids: number[]): Promise<void> {
  const known = new Set((await repo.listApps(db)).map((a) => a.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ValidationError({ active_app: unknown.map((id) => `Invalid pk "${id}" - object does not exist.`) });
  }
}

function checkLogo(data: Buffer) {
  if (data.length > COMPANY_LOGO_MAX_BYTES) throw ValidationError.field('company_logo', COMPANY_LOGO_TOO_LARGE);
  const type = sniffImage(data);
  if (!type) throw ValidationError.field('company_logo', COMPANY_LOGO_BAD_TYPE);
  return type;
}

/** Stored information HTML: sanitized, and null when nothing visible is left. */
function cleanInformation(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html);
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
}

export async function updateCompany(
  db: Database,
  auth: AuthContext,
  companyId: number,
  input: CompanyUpdateBody,
  logos: LogoFiles,
  config: AppConfig,
): Promise<Company> {
  requireOwnCompany(auth, companyId);
  const current = await loadCompany(db, companyId, true);

  // Everything that can answer 400 is checked before a file is written.
  const appIds = input.active_app === undefined ? undefined : [...new Set(input.active_app)];
  if (appIds) await checkAppIds(db, appIds);
  const logo = input.company_logo;
  const logoType = Buffer.isBuffer(logo) ? checkLogo(logo) : null;
  if (typeof logo === 'string' && logo !== '' && logo !== current.company_logo) {
    throw ValidationError.field('company_logo', COMPANY_LOGO_NOT_A_FILE);
  }

  // Only an address of this service: staff are sent there with a sign-in token (cross-host.service.ts).
  const referralOrigin = input.referral_url ? servedOriginOf(config, input.referral_url) : null;
  if (input.referral_url && !referralOrigin) throw ValidationError.field('referral_url', REFERRAL_URL_NOT_ALLOWED);

  const patch: CompanyUpdate = {};
  if (input.referral_url !== undefined) patch.referral_url = referralOrigin;
  if (input.company_name !== undefined) patch.company_name = input.company_name;
  if (input.company_information !== undefined) patch.company_information = cleanInformation(input.company_information);
  if (input.company_weekend_info !== undefined) {
    patch.company_weekend_info = JSON.stringify([...new Set(input.company_weekend_info)].sort((a, b) => a - b));
  }
  if (input.language_code !== undefined) patch.language_code = input.language_code;
  if (input.subscribe_to_beta !== undefined) patch.subscribe_to_beta = input.subscribe_to_beta;
  if (Buffer.isBuffer(logo) && logoType) {
    patch.company_logo = await logos.save(companyId, logo, logoType);
    // Charged after the write: a refusal fails the request, and a failed request's logo is removed.
    const stored = { ...logoStoredFile(companyId, patch.company_logo)!, bytes: logo.length };
    await chargeStorage(db, { config }, companyId, stored).catch((err: unknown) => {
      throw err instanceof StorageQuotaError ? err.asFieldError('company_logo') : err;
    });
    await releaseLogo(db, companyId, current.company_logo);
    logos.removeOnSuccess(current.company_logo);
  } else if (logo === '' || logo === null) {
    patch.company_logo = null;
    await releaseLogo(db, companyId, current.company_logo);
    logos.removeOnSuccess(current.company_logo);
  }

  await repo.updateCompany(db, companyId, patch);
  if (appIds) await repo.replaceCompanyApps(db, companyId, appIds);
  return getCompany(db, auth, companyId);
}

async function releaseLogo(db: Database, companyId: number, url: string | null) {
  const stored = logoStoredFile(companyId, url);
  if (stored) await releaseStorage(db, companyId, [stored]);
}

/**
 * Deletes the company softly (issue 17): the admin's password again, then the company is marked
 * deleted, which ends every session in it (authenticate() and the refresh both check) and hides it
 * from sign-in, the company lists and its public pages. An admin of it can restore it for
 * COMPANY_RESTORE_DAYS (company-restore.ts); the scheduled purge then removes its rows and files
 * (company-purge.ts). Its refresh tokens are revoked, so a restore does not bring old sessions back.
 */
export async function deleteCompany(db: Database, auth: AuthContext, companyId: number, password: string) {
  requireOwnCompany(auth, companyId);
  await loadCompany(db, companyId, true);
  if (!(await verifyPassword(await repo.findPasswordHash(db, auth.userId), password))) {
    throw ValidationError.field('password', COMPANY_DELETE_PASSWORD_WRONG);
  }
  await repo.markCompanyDeleted(db, companyId);
}

export async function listActiveApps(db: Database, companyId: number): Promise<ActiveApp[]> {
  return presentApps(await repo.listCompanyApps(db, companyId));
}

export async function listAppCatalogue(db: Database): Promise<ActiveApp[]> {
  return presentApps(await repo.listApps(db));
}

export function listCurrencies(db: Database): Promise<Currency[]> {
  return repo.listCurrencies(db);
}
