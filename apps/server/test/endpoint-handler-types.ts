/**
 * Type tests of the server side of the endpoint table (checked by `tsc`, not run): a handler's
 * input and answer are typed by its row, so a wrongly typed query, body or answer does not
 * compile. The web side has its own (apps/web).
 */
import type { PlayableGameType } from '@app/contracts/games';
import { expectTypeOf } from 'vitest';
import type { EndpointCall, EndpointHandlers } from '../src/http/endpoint-routes';
import type { AuthContext } from '../src/http/scopes';

// Queries are parsed: defaults applied, numbers coerced, enums narrowed.
expectTypeOf<EndpointCall<'gameList'>['query']['pageNo']>().toEqualTypeOf<number>();
expectTypeOf<EndpointCall<'gameList'>['query']['gameType']>().toEqualTypeOf<
  PlayableGameType | undefined
>();
// The scope decides what the handler gets: guests a lazy viewer, members their session.
expectTypeOf<EndpointCall<'gameList'>>().not.toHaveProperty('auth');
expectTypeOf<EndpointCall<'wallet'>['auth']>().toEqualTypeOf<AuthContext>();
// Encrypted rows hand over the decrypted payload, typed by the row's body schema.
expectTypeOf<EndpointCall<'passwordChange'>['body']['newPassword']>().toEqualTypeOf<string>();

export const wrongQueryField: EndpointHandlers<'checkUsername'> = {
  // @ts-expect-error checkUsername's query has `username`, not `name`
  checkUsername: async ({ query }) => ({ available: query.name === 'demo01' }),
};

export const wrongAnswer: EndpointHandlers<'wallet'> = {
  // @ts-expect-error the wallet row answers { sumBalance, currency, wallets }
  wallet: async () => ({ balance: 'lots' }),
};

export const noAuthForGuests: EndpointHandlers<'systemCountry'> = {
  // @ts-expect-error a guest row has no `auth`, only `viewer()`
  systemCountry: async ({ auth }) => (auth ? [] : []),
};
