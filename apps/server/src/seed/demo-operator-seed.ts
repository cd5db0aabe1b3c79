import type { OperatorRepository } from '../repositories/operator-repository';
import type { PasswordService } from '../services/password-service';

/**
 * The demo operator (issue 12): an admin whose password and authenticator secret are public,
 * printed at start-up while they are unchanged and listed in the README, so a new user can sign
 * in to /ops/ by adding the secret to any authenticator app. Its authenticator counts as enrolled
 * (so the printed secret works at once); it has no recovery codes until it enrols again.
 */
export const DEMO_OPERATOR = {
  username: 'ops01',
  password: 'Ops@2026demo',
  totpSecret: 'IILEJK4UGONKK4EONZFXVOTJBTDOXP4E',
  role: 'admin',
} as const;

export function createDemoOperatorSeed(deps: {
  operators: OperatorRepository;
  passwords: PasswordService;
}) {
  return {
    async seed(): Promise<void> {
      if (await deps.operators.findByUsername(DEMO_OPERATOR.username)) return;
      await deps.operators.insertIfAbsent({
        username: DEMO_OPERATOR.username,
        role: DEMO_OPERATOR.role,
        passwordHash: await deps.passwords.hash(DEMO_OPERATOR.password),
        totpSecret: DEMO_OPERATOR.totpSecret,
        totpConfirmedAt: new Date(),
      });
    },
  };
}
