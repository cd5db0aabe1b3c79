import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/auth';
import type { Services } from '../services/create-services';

/** Spec section 7, Member and wallet: the balance (trial accounts see their play money). */
export function registerWalletRoutes(app: FastifyInstance, services: Services): void {
  app.get(apiPaths.wallet, async (request, reply) => {
    const auth = await requireAuth(request);
    // A balance is personal and changes with every bet: never cached by anyone.
    void reply.header('cache-control', 'no-store');
    return ok(await services.wallets.getWallet(auth.memberId, auth.type));
  });
}
