// POST account/api/signup/: public sign-up of a new company and its admin; answers like login.
// POST account/api/app-sumo-register/: the same for an app-deal company, with its licence codes.
import { signupRequestSchema } from '../../../contract/account';
import { licenseCodesSchema } from '../../../contract/subscription';
import { hitRateLimit } from '../../lib/rate-limit';
import { created, route } from '../../lib/route';
import { SIGNUP_LIMIT_PER_ADDRESS, signUp } from './signup.service';

export const signupRoutes = [
  route({
    method: 'POST',
    url: '/account/api/signup/',
    public: true,
    // The rate-limit count must stay even when the answer is a 400; the service opens its own
    // transaction after hashing the password.
    transaction: false,
    body: signupRequestSchema,
    handler: async ({ db, deps, body, request }) => {
      await hitRateLimit(db, `signup:address:${request.ip}`, SIGNUP_LIMIT_PER_ADDRESS);
      return created(await signUp(db, deps.signer, body));
    },
  }),
  route({
    method: 'POST',
    url: '/account/api/app-sumo-register/',
    public: true,
    transaction: false,
    body: signupRequestSchema.extend({ license_codes: licenseCodesSchema }),
    handler: async ({ db, deps, body, request }) => {
      await hitRateLimit(db, `signup:address:${request.ip}`, SIGNUP_LIMIT_PER_ADDRESS);
      const { license_codes: codes, ...signup } = body;
      return created(await signUp(db, deps.signer, signup, codes));
    },
  }),
];
