import { describe, expect, it } from 'vitest';
import { StepChain } from './step-chain';

describe('StepChain', () => {
  it('runs steps in turn and gives their results', async () => {
    const chain = new StepChain();
    expect(await chain.step('install', async () => 'installed')).toBe('installed');
    expect(await chain.step('build', async () => 42)).toBe(42);
  });

  it('fails the steps after a failed one without running them, naming it', async () => {
    const chain = new StepChain();
    await expect(chain.step('install', () => Promise.reject(new Error('ERESOLVE')))).rejects.toThrow('ERESOLVE');
    let ran = false;
    await expect(chain.step('build', async () => (ran = true))).rejects.toThrow(
      'Not run: it needs "install", which failed.',
    );
    expect(ran).toBe(false);
  });
});
