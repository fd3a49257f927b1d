// Onboarding step 0, Personal Information (spec shell §2.5, §5): the signed-in user's own name,
// phone and positions, and the company's positions to choose from. The first chosen position
// becomes the primary one, the rest are not primary.
import { personalInfoRequestSchema } from '../../../contract/subscription';
import { route } from '../../lib/route';
import { getPersonalInfo, savePersonalInfo } from './onboarding.service';

export const onboardingRoutes = [
  route({
    method: 'GET',
    url: '/account/api/onboarding/personal-info/',
    handler: ({ db, auth }) => getPersonalInfo(db, auth),
  }),
  route({
    method: 'PUT',
    url: '/account/api/onboarding/personal-info/',
    body: personalInfoRequestSchema,
    handler: ({ db, auth, body }) => savePersonalInfo(db, auth, body),
  }),
];
