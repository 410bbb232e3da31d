import { editUrlCaller } from '../config/edit-url.js';
import type { Problems } from '../errors/problems.js';
import type { CheckedSite } from './check-site-config.js';

type Caller<Params> = (params: Params, file: string) => string | undefined;

/**
 * A caller of each docs instance's or blog's editUrl function (by its index in the config's list `key`), reporting
 * a failing call at the function in site.config.ts; undefined where editUrl is a string or not given, and undefined
 * in all when no instance has a function.
 */
export function editUrlCallers<Params>(
  instances: readonly { id: string; editUrl?: unknown }[],
  key: 'docs' | 'blogs',
  { site, problems }: { site: Pick<CheckedSite, 'configSource'>; problems: Problems },
): (Caller<Params> | undefined)[] | undefined {
  const callers = instances.map(({ id, editUrl }, index) => {
    if (typeof editUrl !== 'function') return undefined;
    const at = () =>
      site.configSource.locatePath([key, index, 'editUrl']) ?? site.configSource.locateKey('editUrl', { after: key });
    const name = `${key === 'docs' ? 'docs' : 'blog'} "${id}" editUrl`;
    return editUrlCaller(editUrl as (params: Params) => unknown, { name, at, problems });
  });
  return callers.some(Boolean) ? callers : undefined;
}
