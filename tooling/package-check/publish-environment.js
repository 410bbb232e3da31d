/**
 * The environment for `changeset publish`: npm's `provenance` turned on inside a CI provider that npm can sign a
 * provenance statement in (GitHub Actions, with the workflow's `id-token: write` permission, and GitLab CI), unless
 * the environment already sets it. Elsewhere a publish with provenance fails ("Automatic provenance generation not
 * supported for provider: null"), which is why `provenance` is not in the packages' publishConfig: a dry run passes
 * with it anywhere (npm builds the statement only when it really publishes), so it would hide that failure.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function publishEnvironment(env) {
  const hasProvenanceSetting = Object.keys(env).some((name) => name.toLowerCase() === 'npm_config_provenance');
  const isSupportedCi = env.GITHUB_ACTIONS === 'true' || env.GITLAB_CI === 'true';
  return isSupportedCi && !hasProvenanceSetting ? { ...env, npm_config_provenance: 'true' } : env;
}
