import { get, named, send } from './routes';

const wps = '/wps';

/**
 * Identity verification (issue 14; spec section 4's KYC labels: upload, under review, verified).
 * The spec names no paths; these are ours. The member uploads up to 3 document images
 * (POST /wps/member/files?purpose=KYC) and submits their ids here; support reviews them in the
 * console (the ops rows in ops-routes.ts). Zod-free: the security centre loads it with its screen.
 */
export const kycRoutes = named({
  kycState: get(`${wps}/member/kyc`, 'realMoney'),
  kycSubmit: send('POST', `${wps}/member/kyc`, 'realMoney', 'json'),
});
