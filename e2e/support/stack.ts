// What the journeys know about the stack `npm start` runs for them (see playwright.config.ts).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const ROOT = path.resolve(__dirname, '../..');
export const PORT = 18080;
/** The API origin for direct calls; the server listens on 127.0.0.1 only. */
export const API = `http://127.0.0.1:${PORT}`;
/** scripts/lib/processes.mjs writes one pid file per child here (one folder per stack PORT). */
export const RUN_DIR = path.join(ROOT, '.data', 'run', String(PORT));
export const AUTH_BASE = `${API}/shebiao/cloud-portal/memberLogin`;

/** Remote origin ports: PORT + 1 … PORT + 5 (build-config/ports.cjs). */
export const REMOTE_PORTS = {
  'mfe-search': PORT + 1,
  'mfe-data': PORT + 2,
  'mfe-monitor': PORT + 3,
  'mfe-account': PORT + 4,
  'mfe-news': PORT + 5,
} as const;
export type Remote = keyof typeof REMOTE_PORTS;

export const pidFile = (name: string) => path.join(RUN_DIR, `${name}.pid`);

export function readPid(name: string): number | null {
  const file = pidFile(name);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A fresh phone number the forms accept (^1[3-9]\d{9}$). */
export function randomPhone(): string {
  const second = 3 + Math.floor(Math.random() * 7);
  const rest = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `1${second}${rest}`;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** The latest code the sandbox SMS provider 'sent' to a phone (GET /shebiao/dev/sms/latest). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/shebiao/dev/sms/latest`, { params: { phone } });
        if (!response.ok()) return null;
        const body = (await response.json()) as Envelope<{
          phone: string;
          code: string | null;
          text: string;
        }>;
        code = body.data.code;
        return code;
      },
      { message: `an SMS code for ${phone} in the dev inbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{4,6}$/);
  return code!;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
  userName: string;
  memberLevelId: number;
}

/** Registers a phone the way /regindex does, through the API: sendCode, inbox, mobileRegisterVip. */
export async function registerViaApi(
  request: APIRequestContext,
  phone = randomPhone(),
): Promise<TokenPair> {
  const sent = await request.get(`${AUTH_BASE}/sendCode/${phone}`);
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await latestSmsCode(request, phone);
  const registered = await request.post(`${AUTH_BASE}/mobileRegisterVip`, {
    data: { mobile: phone, code },
  });
  const body = (await registered.json()) as Envelope<TokenPair>;
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/**
 * One GET on a connection of its own (no keep-alive agent): a status code, or null when nothing
 * accepts the connection. A pooled connection would keep a stopping server alive and answering.
 */
export function probe(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(
      url,
      { agent: false, headers: { connection: 'close' }, timeout: 2_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? null);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** Resolves once `url` answers 2xx, rejects after timeoutMs. */
export async function waitForUrl(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await probe(url);
    if (status !== null && status >= 200 && status < 300) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves once nothing accepts connections on `url` any more. */
export async function waitForUrlDown(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await probe(url)) === null) return;
    if (Date.now() > deadline) throw new Error(`${url} still answers after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
