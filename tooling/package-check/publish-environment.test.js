import { describe, expect, it } from 'vitest';
import { publishEnvironment } from './publish-environment.js';

describe('publishEnvironment', () => {
  it('turns provenance on in GitHub Actions and GitLab CI', () => {
    expect(publishEnvironment({ GITHUB_ACTIONS: 'true' }).npm_config_provenance).toBe('true');
    expect(publishEnvironment({ GITLAB_CI: 'true' }).npm_config_provenance).toBe('true');
  });

  it('leaves provenance off outside them, where npm cannot sign', () => {
    expect(publishEnvironment({ CI: 'true', HOME: '/root' })).toEqual({ CI: 'true', HOME: '/root' });
  });

  it('keeps a provenance setting the environment already has', () => {
    expect(publishEnvironment({ GITHUB_ACTIONS: 'true', NPM_CONFIG_PROVENANCE: 'false' })).toEqual({
      GITHUB_ACTIONS: 'true',
      NPM_CONFIG_PROVENANCE: 'false',
    });
  });
});
