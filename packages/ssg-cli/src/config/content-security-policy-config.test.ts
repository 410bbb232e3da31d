import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyProblems } from './content-security-policy-config.js';

describe('contentSecurityPolicyProblems', () => {
  it('accepts sources by directive, false, and no policy key', () => {
    expect(
      contentSecurityPolicyProblems({ 'font-src': ['https://fonts.example.org', 'data:'], 'worker-src': ["'self'"] }),
    ).toEqual([]);
    expect(contentSecurityPolicyProblems(false)).toEqual([]);
    expect(contentSecurityPolicyProblems(undefined)).toEqual([]);
  });

  it('names each value that is no list and each source that is not one token, at its place', () => {
    expect(
      contentSecurityPolicyProblems({
        'font-src': 'https://fonts.example.org',
        'style-src': ['https://a.example https://b.example', 3, 'https://c.example'],
      }),
    ).toEqual([
      expect.objectContaining({
        message: `contentSecurityPolicy['font-src'] is "https://fonts.example.org", not a list of sources.`,
        at: { path: ['contentSecurityPolicy', 'font-src'], key: 'font-src', after: 'contentSecurityPolicy' },
      }),
      expect.objectContaining({
        message: `contentSecurityPolicy['style-src'][0] is "https://a.example https://b.example", which is not one source.`,
        at: {
          path: ['contentSecurityPolicy', 'style-src', 0],
          key: 'style-src',
          value: 'https://a.example https://b.example',
        },
      }),
      expect.objectContaining({
        message: `contentSecurityPolicy['style-src'][1] is 3, which is not one source.`,
        at: { path: ['contentSecurityPolicy', 'style-src', 1], key: 'style-src' },
      }),
    ]);
  });

  it('asks for sources by directive when the policy is a string', () => {
    expect(contentSecurityPolicyProblems("default-src 'self'")).toEqual([
      expect.objectContaining({ message: `contentSecurityPolicy is "default-src 'self'", not sources by directive.` }),
    ]);
  });
});
