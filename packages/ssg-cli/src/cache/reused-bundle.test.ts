import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { InPlaceOutput } from '../commit/in-place-output.js';

/** An output folder in place after a first build, and a component file written a minute ago. */
async function outputWithComponent(): Promise<{ output: InPlaceOutput; component: string }> {
  const parent = mkdtempSync(path.join(tmpdir(), 'kran-reused-bundle-'));
  const component = path.join(parent, 'Hinweis.tsx');
  writeFileSync(component, 'export default () => "A";');
  const aMinuteAgo = new Date(Date.now() - 60_000);
  utimesSync(component, aMinuteAgo, aMinuteAgo);
  const output = new InPlaceOutput(path.join(parent, 'build'));
  const first = output.stage();
  await first.prepare();
  await first.write('_kran/app.js', 'app');
  await first.swapIn();
  await first.removeLeftovers();
  await output.rememberSwapped();
  return { output, component };
}

/** A bundle of `component` whose `make` counts its calls, and may write the component while it bundles. */
function bundler(
  component: string,
  whileBundling?: () => void,
): { make: () => Promise<ClientBundle>; made: () => number } {
  let made = 0;
  const make = async () => {
    made++;
    whileBundling?.();
    return { inputs: [component], outputs: ['_kran/app.js'] } as ClientBundle;
  };
  return { make, made: () => made };
}

describe('ReusedBundle', () => {
  it('reuses the bundle while its inputs are unchanged, and bundles again after one changed', async () => {
    const { output, component } = await outputWithComponent();
    const { make, made } = bundler(component);
    await output.bundle.bundleOf('key', output.stage(), make);
    await output.bundle.bundleOf('key', output.stage(), make);
    expect(made()).toBe(1);
    writeFileSync(component, 'export default () => "B, länger";');
    await output.bundle.bundleOf('key', output.stage(), make);
    expect(made()).toBe(2);
  });

  it('bundles again after a build during which an input was written: it may hold the text before', async () => {
    const { output, component } = await outputWithComponent();
    let saves = 0;
    // An editor saves the component (same size, new time) while the first bundle is made, and not again.
    const { make, made } = bundler(
      component,
      () => saves++ === 0 && writeFileSync(component, 'export default () => "C";'),
    );
    await output.bundle.bundleOf('key', output.stage(), make);
    await output.bundle.bundleOf('key', output.stage(), make);
    expect(made()).toBe(2);
  });

  it('trusts the files the build writes into its generated folder before bundling, however recent', async () => {
    const { output, component } = await outputWithComponent();
    const generatedDir = path.join(path.dirname(component), '.ssg');
    const entry = path.join(generatedDir, 'entry-client.js');
    let made = 0;
    const make = async () => {
      made++;
      mkdirSync(generatedDir, { recursive: true });
      writeFileSync(entry, 'import "../Hinweis.tsx";');
      return { inputs: [entry, component], outputs: ['_kran/app.js'] } as ClientBundle;
    };
    await output.bundle.bundleOf('key', output.stage(), make, generatedDir);
    await output.bundle.bundleOf('key', output.stage(), make, generatedDir);
    expect(made).toBe(1);
  });
});
