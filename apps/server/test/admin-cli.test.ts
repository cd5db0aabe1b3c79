import { decodeCustomerServicePath } from '@app/contracts/customer-service-path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli/admin';
import type { DbHandle } from '../src/db/create-db';
import { createAppServices } from '../src/areas/app-services';
import { createTestDatabase } from './helpers/build-test-app';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, {
    db: database.db,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const settings = () => createAppServices(database.db).core.operatorSettings.readAll();
const clientIp = '198.51.100.7';

describe('admin CLI', () => {
  it('--help prints usage', async () => {
    const res = await admin('--help');
    expect(res.code).toBe(0);
    expect(res.out).toContain('maintenance on|off');
    expect(res.out).toContain('region block-ip');
  });

  it('show prints every key, or one', async () => {
    const all = await admin('show');
    expect(all.code).toBe(0);
    expect(Object.keys(JSON.parse(all.out) as object)).toEqual(
      expect.arrayContaining(['whitelabel', 'region', 'site']),
    );
    const one = await admin('show', 'imageCDNs');
    expect(JSON.parse(one.out)).toEqual(['/cdn']);
  });

  it('flag, maintenance and region switch settings', async () => {
    expect((await admin('flag', 'MOBILEVERCODELOGIN3', 'on')).code).toBe(0);
    expect((await admin('maintenance', 'on')).code).toBe(0);
    expect((await admin('region', 'on')).code).toBe(0);
    let s = (await settings()).settings;
    expect(s.whitelabel.MOBILEVERCODELOGIN3).toBe(true);
    expect(s.whitelabel.USERNAMEREG3).toBe(true);
    expect(s.maintenance).toBe(true);
    expect(s.region.restrictAll).toBe(true);
    await admin('maintenance', 'off');
    await admin('region', 'off');
    s = (await settings()).settings;
    expect(s.maintenance).toBe(false);
    expect(s.region.restrictAll).toBe(false);
  });

  it('blocks and unblocks IPs', async () => {
    expect((await admin('region', 'block-ip', clientIp)).code).toBe(0);
    expect((await admin('region', 'block-ip', '10.0.0.0/8')).code).toBe(0);
    expect((await settings()).settings.region.blockedIps).toEqual([clientIp, '10.0.0.0/8']);
    await admin('region', 'unblock-ip', clientIp);
    expect((await settings()).settings.region.blockedIps).toEqual(['10.0.0.0/8']);
    const bad = await admin('region', 'block-ip', 'not-an-ip');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('not an IP');
  });

  it('sets and removes resources', async () => {
    await admin('resource', 'set', 'TELEGRAM1', 'https://t.me/demo_vip', 'VIP Telegram');
    await admin('resource', 'set', 'LINE', 'https://line.me/R/ti/p/@demo_new');
    let resources = (await settings()).settings.resources;
    expect(resources.find((r) => r.resourceType === 'TELEGRAM1')).toEqual({
      resourceType: 'TELEGRAM1',
      url: 'https://t.me/demo_vip',
      labelNameEn: 'VIP Telegram',
    });
    expect(resources.find((r) => r.resourceType === 'LINE')).toMatchObject({
      url: 'https://line.me/R/ti/p/@demo_new',
      labelNameEn: 'LINE',
    });
    await admin('resource', 'remove', 'TELEGRAM1');
    resources = (await settings()).settings.resources;
    expect(resources.some((r) => r.resourceType === 'TELEGRAM1')).toBe(false);
    expect((await admin('resource', 'set', 'IOS', 'javascript:alert(1)')).code).toBe(2);
  });

  it('set validates the value with the key schema', async () => {
    const ok = await admin(
      'set',
      'customerService',
      JSON.stringify([{ csType: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/cs' }]),
    );
    expect(ok.code).toBe(0);
    const cs = await createAppServices(database.db).system.systemStatus.getCustomerService();
    expect(cs.map((e) => decodeCustomerServicePath(e.path))).toEqual(['https://t.me/cs']);
    expect((await admin('set', 'maintenance', '"yes"')).code).toBe(2);
    expect((await admin('set', 'imageCDNs', '[]')).code).toBe(2);
    expect((await admin('set', 'nope', '1')).code).toBe(2);
    expect((await admin('set', 'mainDomain', '{bad json')).code).toBe(2);
    expect((await admin('maintenance', 'maybe')).code).toBe(2);
    expect((await admin('frobnicate')).code).toBe(2);
  });

  it('reset restores the defaults', async () => {
    expect((await admin('reset')).code).toBe(0);
    const s = (await settings()).settings;
    expect(s.region).toEqual({ restrictAll: false, blockedIps: [] });
    expect(s.whitelabel.MOBILEVERCODELOGIN3).toBe(false);
    expect(s.customerService).toHaveLength(4);
  });
});
