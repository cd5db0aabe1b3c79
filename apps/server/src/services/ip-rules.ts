import { BlockList, isIP } from 'node:net';

/** Blocked-IP rules are single addresses or CIDR ranges ("203.0.113.7", "10.0.0.0/8"). */
export function isValidIpRule(rule: string): boolean {
  const [address, prefix, ...rest] = rule.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Node reports IPv4 clients on dual-stack sockets as ::ffff:a.b.c.d. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

export function ipMatchesRules(ip: string, rules: readonly string[]): boolean {
  const address = normaliseIp(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const rule of rules) {
    if (!isValidIpRule(rule)) continue; // a bad stored rule must not break the status endpoint
    const [ruleAddress = '', prefix] = rule.split('/');
    const type = isIP(ruleAddress) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(ruleAddress, type);
    else list.addSubnet(ruleAddress, Number(prefix), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
