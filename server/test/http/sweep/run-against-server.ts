/**
 * The OpenAPI sweep against a running server, over HTTP (the jest test uses `app.inject`):
 *
 *   npx tsx server/test/http/sweep/run-against-server.ts http://127.0.0.1:9300
 *
 * The server needs TRUST_PROXY=true (each request comes from its own X-Forwarded-For address,
 * so per-IP caps do not turn the sweep into 429s) and its dev routes (the SMS inbox registers
 * the member); with ADMIN_TOKEN set for both, the member pass sends it to the admin routes. Prints the figures and every 5xx or non-envelope answer; exits 1 if any.
 */
import { operationsOf } from './operations';
import { sweepRequests, type SweepRequest } from './requests';

const base = process.argv[2] ?? 'http://127.0.0.1:9300';
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

async function send(req: SweepRequest, headers: Record<string, string>) {
  const res = await fetch(base + req.url, {
    method: req.method,
    headers: { ...req.headers, ...headers, 'x-forwarded-for': nextIp() },
    ...(req.payload !== undefined ? { body: req.payload as string } : {}),
  });
  return { status: res.status, text: await res.text() };
}

function isEnvelope(text: string): boolean {
  try {
    const b = JSON.parse(text) as Record<string, unknown>;
    return Object.keys(b).sort().join() === 'code,data,message' && typeof b.message === 'string';
  } catch {
    return false;
  }
}

async function registerMember(): Promise<string> {
  const phone = `139${String(Date.now()).slice(-8)}`;
  const forwarded = { 'x-forwarded-for': nextIp() };
  await fetch(`${base}/shebiao/cloud-portal/memberLogin/sendCode/${phone}`, { headers: forwarded });
  const sms = await fetch(`${base}/shebiao/dev/sms/latest?phone=${phone}`);
  const { data } = (await sms.json()) as { data: { code: string } };
  const res = await fetch(`${base}/shebiao/cloud-portal/memberLogin/mobileRegisterVip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwarded },
    body: JSON.stringify({ mobile: phone, code: data.code }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function main() {
  const doc = await (await fetch(`${base}/shebiao/docs/json`)).json();
  const operations = operationsOf(doc);
  let token = await registerMember();
  let sent = 0;
  const found: string[] = [];
  for (const caller of ['visitor', 'member'] as const) {
    for (const op of operations) {
      if (caller === 'member') {
        const check = await fetch(`${base}/shebiao/cloud-portal/memberView/currentDetails`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (check.status !== 200) token = await registerMember();
      }
      const admin = process.env.ADMIN_TOKEN;
      const headers: Record<string, string> =
        caller === 'member'
          ? {
              authorization: `Bearer ${token}`,
              ...(admin && op.path.startsWith('/shebiao/admin') ? { 'x-admin-token': admin } : {}),
            }
          : {};
      for (const req of sweepRequests(op)) {
        const res = await send(req, headers);
        sent += 1;
        if (res.status >= 500 || (res.status >= 400 && !isEnvelope(res.text))) {
          found.push(
            `${caller} ${op.method} ${op.path} [${req.input}] ${res.status} ${res.text.slice(0, 100)}`,
          );
        }
      }
    }
  }
  console.log(found.join('\n'));
  console.log(`${operations.length} operations, ${sent} requests, ${found.length} findings`);
  process.exitCode = found.length ? 1 : 0;
}

void main();
