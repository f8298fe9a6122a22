import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { PORT, REMOTE_PORTS, ROOT } from '../support/stack';

// ARCHITECTURE.md: React & co are singletons the shell provides; a remote's production build
// carries no copy (`import: false`). The home page renders two remotes' widgets (mfe-search's
// HomeSearch, mfe-data's DatabaseOverview), so each library must still be there once.

/**
 * A text found in exactly one library's own code, never in app code: error texts and export
 * assignments of the production builds. Checked against the built files below.
 */
const SIGNATURES: Record<string, string | RegExp> = {
  // Component.prototype.setState's error text.
  react:
    'takes an object of state variables to update or a function which returns an object of state variables',
  // react-dom's index defines the internals object (react-dom/client only reads it).
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=(?!=)/,
  // The renderer itself: the module that defines createRoot.
  'react-dom/client': /\.createRoot=function/,
  // DataRouterHook enum of react-router-dom.
  'react-router-dom': 'UseScrollRestoration',
  // react-router's default error element.
  'react-router': 'React Router caught the following error during render',
  // The context key react-redux registers on Symbol.for.
  'react-redux': 'react-redux-context',
  // @reduxjs/toolkit's SHOULD_AUTOBATCH action flag.
  '@reduxjs/toolkit': 'RTK_autoBatch',
  // styled-components' version attribute on its <style> tags.
  'styled-components': 'data-styled-version',
};
const LIBRARIES = Object.keys(SIGNATURES);

const has = (text: string, signature: string | RegExp) =>
  typeof signature === 'string' ? text.includes(signature) : signature.test(text);

function builtJs(app: string): { file: string; text: string }[] {
  const dir = path.join(ROOT, app, 'dist');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      try {
        return { file: `${app}/dist/${name}`, text: readFileSync(path.join(dir, name), 'utf8') };
      } catch {
        return { file: `${app}/dist/${name}`, text: '' }; // swapped away by a build meanwhile
      }
    });
}

interface SharedEntry {
  key: string;
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

test('the signatures name one library each and no remote build bundles one', () => {
  const shellFiles = builtJs('shell');
  const remoteFiles = Object.keys(REMOTE_PORTS).flatMap(builtJs);
  for (const [lib, signature] of Object.entries(SIGNATURES)) {
    expect(
      shellFiles.filter((f) => has(f.text, signature)).length,
      `${lib} in shell/dist`,
    ).toBeGreaterThan(0);
    expect(
      remoteFiles.filter((f) => has(f.text, signature)).map((f) => f.file),
      `${lib} in a remote's dist`,
    ).toEqual([]);
  }
});

test('on the home page, with two remotes rendered, each shared library is loaded once from the shell', async ({
  page,
}) => {
  const scripts: { url: string; origin: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    scripts.push({ url, origin: new URL(url).origin, text: response.text().catch(() => '') });
  });

  await page.goto('/');
  // Both remote widgets rendered.
  await expect(
    page.getByRole('search').getByRole('textbox', { name: '商标名称、申请号或注册号' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '数据库概览' })).toBeVisible();
  const remoteOrigins = Object.values(REMOTE_PORTS).map((port) => `http://localhost:${port}`);
  await expect
    .poll(() => remoteOrigins.filter((o) => scripts.some((s) => s.origin === o)).length)
    .toBeGreaterThanOrEqual(2);

  // 1. The share scope: one version per package, loaded, provided by the shell.
  const shared: SharedEntry[] = await page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
        };
      }
    ).__FEDERATION__;
    const out: SharedEntry[] = [];
    for (const [instance, scopes] of Object.entries(federation.__SHARE__))
      for (const [scope, packages] of Object.entries(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions))
            out.push({
              key: `${instance}/${scope}`,
              pkg,
              version,
              from: entry.from,
              loaded: Boolean(entry.loaded),
              useIn: entry.useIn ?? [],
            });
    return out;
  });
  for (const lib of LIBRARIES) {
    const entries = shared.filter((s) => s.pkg === lib);
    expect(
      entries.map((e) => e.version),
      `${lib}: versions in the share scope`,
    ).toHaveLength(1);
    expect(entries[0], lib).toMatchObject({ from: 'shell', loaded: true });
  }
  // The widgets' JSX ran on the shell's React: both remotes are users of its jsx-runtime.
  const jsxUsers = shared.find((s) => s.pkg === 'react/jsx-runtime')?.useIn ?? [];
  expect(jsxUsers).toEqual(expect.arrayContaining(['shell', 'mfe_search', 'mfe_data']));

  // 2. The downloads: each library's code arrived in exactly one file, from the shell's origin.
  const bodies = await Promise.all(scripts.map(async (s) => ({ ...s, body: await s.text })));
  for (const [lib, signature] of Object.entries(SIGNATURES)) {
    const carriers = bodies.filter((s) => has(s.body, signature));
    expect(
      carriers.map((c) => c.url),
      `${lib}: downloaded files carrying it`,
    ).toHaveLength(1);
    expect(carriers[0]!.origin, `${lib} comes from the shell`).toBe(`http://localhost:${PORT}`);
  }
});
