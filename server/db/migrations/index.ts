// Ordered list of migrations. Append new ones; never edit one that has shipped.
import type { Migration } from 'kysely';
import * as core from './0001-core';
import * as sessionEpoch from './0002-session-epoch';
import * as attendance from './0004-attendance';
import * as statistics from './0005-statistics';
import * as idempotencyClaims from './0006-idempotency-claims-in-transaction';
import * as checklists from './0007-checklists';
import * as requests from './0008-requests';
import * as knowledgeBase from './0009-knowledge-base';
import * as subscriptions from './0010-subscriptions';
import * as people from './0011-people';
import * as flowCharts from './0012-flow-charts';
import * as companyMotto from './0013-company-motto';
import * as courses from './0014-courses';
import * as publicKnowledgeBases from './0015-public-knowledge-bases';
import * as scorm from './0017-scorm';
import * as scormScos from './0032-scorm-scos';
import * as leaveAllowancesAndTrash from './0034-leave-allowances-and-trash';
import * as libraryCourses from './0018-library-courses';
import * as crossHostLogins from './0019-cross-host-logins';
import * as referralCreditsAndSlack from './0020-referral-credits-and-slack';
import * as esignRequests from './0021-esign-requests';
import * as referralSignups from './0022-referral-signups-and-applied-credits';
import * as invitationsAndEmailChanges from './0023-invitations-and-email-changes';
import * as sessionHardening from './0024-session-hardening';
import * as storageQuota from './0025-storage-quota';
import * as companySoftDelete from './0026-company-soft-delete';
import * as emailDeliveryRetries from './0027-email-delivery-retries';
import * as deviceStorageCap from './0028-device-storage-cap';
import * as timeOffRequests from './0030-time-off-requests';
import * as locationAccuracy from './0031-location-accuracy';
import * as licenceCodes from './0033-licence-codes';
import * as breaksTimesheets from './0035-breaks-timesheets';
import * as shifts from './0036-shifts';
import * as kiosks from './0037-kiosks';
import * as divisionGeofence from './0038-division-geofence';
import * as shiftClaims from './0039-shift-claims';
import * as shiftSwaps from './0040-shift-swaps';
import * as kioskPhotos from './0041-kiosk-photos';

export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-session-epoch': sessionEpoch,
  '0004-attendance': attendance,
  '0005-statistics': statistics,
  '0006-idempotency-claims-in-transaction': idempotencyClaims,
  '0007-checklists': checklists,
  '0008-requests': requests,
  '0009-knowledge-base': knowledgeBase,
  '0010-subscriptions': subscriptions,
  '0011-people': people,
  '0012-flow-charts': flowCharts,
  '0013-company-motto': companyMotto,
  '0014-courses': courses,
  '0015-public-knowledge-bases': publicKnowledgeBases,
  '0017-scorm': scorm,
  '0018-library-courses': libraryCourses,
  '0019-cross-host-logins': crossHostLogins,
  '0020-referral-credits-and-slack': referralCreditsAndSlack,
  '0021-esign-requests': esignRequests,
  '0022-referral-signups-and-applied-credits': referralSignups,
  '0023-invitations-and-email-changes': invitationsAndEmailChanges,
  '0024-session-hardening': sessionHardening,
  '0025-storage-quota': storageQuota,
  '0026-company-soft-delete': companySoftDelete,
  '0027-email-delivery-retries': emailDeliveryRetries,
  '0028-device-storage-cap': deviceStorageCap,
  '0030-time-off-requests': timeOffRequests,
  '0031-location-accuracy': locationAccuracy,
  '0032-scorm-scos': scormScos,
  '0033-licence-codes': licenceCodes,
  '0034-leave-allowances-and-trash': leaveAllowancesAndTrash,
  '0035-breaks-timesheets': breaksTimesheets,
  '0036-shifts': shifts,
  '0037-kiosks': kiosks,
  '0038-division-geofence': divisionGeofence,
  '0039-shift-claims': shiftClaims,
  '0040-shift-swaps': shiftSwaps,
  '0041-kiosk-photos': kioskPhotos,
};
