import type { DocsVersionSummary } from '../../../types.js';
import { NavbarDropdown } from '../Dropdown/index.js';
import { versionDropdownOf, type ActiveDocsVersion } from './version-dropdown.js';

export interface DocsVersionDropdownProps {
  /** The built versions of the docs instance, newest first. */
  versions: DocsVersionSummary[];
  /** The version of the page shown, when it belongs to this docs instance. */
  activeVersion?: ActiveDocsVersion;
  pathname: string;
  align?: 'start' | 'end';
  /** False leaves the dropdown unmarked on the pages of its versions (`dropdownActiveClassDisabled`). */
  showsActiveItem?: boolean;
}

/**
 * The navbar's `docsVersionDropdown`: names the version read and lists every version, each leading to the same
 * page in it, or to its main doc when it lacks the page. The current version is marked.
 */
export function DocsVersionDropdown(props: DocsVersionDropdownProps) {
  const { versions, activeVersion, pathname, align, showsActiveItem } = props;
  const { label, items } = versionDropdownOf(versions, activeVersion);
  return (
    <NavbarDropdown
      label={label}
      items={items}
      pathname={pathname}
      {...(align ? { align } : {})}
      {...(showsActiveItem === undefined ? {} : { showsActiveItem })}
    />
  );
}
