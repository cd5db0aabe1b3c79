// Paths the end-to-end server and the specs share (plain JS: the server script runs without tsx).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The e2e server's fresh embedded database for a port. */
export const e2eDataDir = (port) => path.join(root, `.tmp/e2e-db-${port}`);

/** Where specs claim the demo operator's authenticator codes for a run (e2e/ops-helpers.ts). */
export const totpClaimsDir = (port) => path.join(root, `.tmp/e2e-totp-${port}`);
