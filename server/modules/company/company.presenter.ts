// Turns a companies row and its active apps into the contract's Company.
import type { ActiveApp } from '../../../contract/account';
import type { AppName } from '../../../contract/apps';
import type { Company } from '../../../contract/company';
import type { CompanyRow } from '../../db/schema';

export function presentApps(apps: { id: number; app_name: string }[]): ActiveApp[] {
  // app_name comes from the apps catalogue, whose rows are the contract's APP_NAMES.
  return apps.map((a) => ({ id: a.id, app_name: a.app_name as AppName }));
}

export function presentCompany(row: CompanyRow, apps: { id: number; app_name: string }[]): Company {
  return {
    id: row.id,
    company_name: row.company_name,
    company_slug: row.company_slug,
    company_logo: row.company_logo,
    company_information: row.company_information,
    company_registered_on: row.company_registered_on,
    company_weekend_info: row.company_weekend_info,
    language_code: row.language_code,
    active_apps: presentApps(apps),
    subscribe_to_beta: row.subscribe_to_beta,
    referral_url: row.referral_url,
    subscription_plan: row.subscription_plan,
    coupon_data: row.coupon_data,
  };
}
