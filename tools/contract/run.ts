import { parseArgs } from 'node:util';
import { publicEndpoints } from '@app/contracts/openapi';
import { runConformance } from './conformance';
import { formatReport } from './report';

/**
 * npm run contract -- --base-url=URL [--username=NAME --password=SECRET] [--only=a,b] [--seed=N]
 *
 * Exit code 0 when every endpoint passes, 1 when any fails, 2 on a usage error.
 */
const usage = `Usage: npm run contract -- --base-url=URL [options]

Checks a platform against the endpoint table: every public endpoint with valid and invalid inputs.

  --base-url=URL        the platform, e.g. http://127.0.0.1:3000 (required)
  --username=NAME       an account to log in with, for member endpoints (without one they are
  --password=SECRET     only checked to refuse a guest); CONTRACT_PASSWORD works too
  --only=a,b            check only these endpoints (names of the table)
  --seed=N              seed of the generated inputs (default 1)
  --timeout-ms=N        per request (default 15000)
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      only: { type: 'string' },
      seed: { type: 'string' },
      'timeout-ms': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) fail('--base-url must be an http(s) URL');
  const password = values.password ?? process.env.CONTRACT_PASSWORD;
  if (values.username && !password) fail('--username needs --password (or CONTRACT_PASSWORD)');
  const only = values.only?.split(',').map((name) => name.trim());
  const known = new Set(publicEndpoints().map((row) => row.name));
  const unknown = only?.filter((name) => !known.has(name)) ?? [];
  if (unknown.length > 0) fail(`--only: no public endpoint named ${unknown.join(', ')}`);
  const seed = Number(values.seed ?? 1);
  const timeoutMs = Number(values['timeout-ms'] ?? 15_000);
  if (!Number.isInteger(seed) || !(timeoutMs > 0)) fail('--seed and --timeout-ms take numbers');

  process.stderr.write(`Checking ${baseUrl} against the endpoint table...\n`);
  const report = await runConformance({
    baseUrl,
    credentials: values.username && password ? { username: values.username, password } : null,
    ...(only ? { only } : {}),
    seed,
    timeoutMs,
    onEndpoint: (endpoint) =>
      process.stderr.write(`  ${endpoint.passed ? 'PASS' : 'FAIL'} ${endpoint.name}\n`),
  });
  process.stdout.write(formatReport(report));
  process.exitCode = report.passed ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
