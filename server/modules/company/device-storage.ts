// The device storage cap (issue 18.2, contract/device-storage-constants.ts): how much the app keeps
// on each device of the company's people. Everyone reads it (each device applies it to itself);
// company admins change it (as the company's other settings). The path is this product's: the specs have no such setting.
import { deviceStorageSettingsPatchSchema, type DeviceStorageSettings } from '../../../contract/device-storage';
import type { Database } from '../../db/database';
import { route } from '../../lib/route';
import { companyAdmin } from './company.routes';

const URL = '/company/api/device-storage/';

export async function getDeviceStorage(db: Database, companyId: number): Promise<DeviceStorageSettings> {
  return db
    .selectFrom('companies')
    .select('device_storage_cap_mb')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export async function setDeviceStorage(
  db: Database,
  companyId: number,
  settings: DeviceStorageSettings,
): Promise<DeviceStorageSettings> {
  return db
    .updateTable('companies')
    .set({ device_storage_cap_mb: settings.device_storage_cap_mb })
    .where('id', '=', companyId)
    .returning('device_storage_cap_mb')
    .executeTakeFirstOrThrow();
}

export const deviceStorageRoutes = [
  route({ method: 'GET', url: URL, handler: ({ db, auth }) => getDeviceStorage(db, auth.companyId) }),
  route({
    method: 'PATCH',
    url: URL,
    allow: companyAdmin,
    body: deviceStorageSettingsPatchSchema,
    handler: ({ db, auth, body }) => setDeviceStorage(db, auth.companyId, body),
  }),
];
