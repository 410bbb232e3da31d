import { buildFileReader } from './read-build-file.js';
import { SECURITY_HEADERS_FILE } from '../output/output-paths.js';
import { BASE_SECURITY_HEADERS } from '../output/base-security-headers.js';

/**
 * The security headers of the build in `root`: those the build wrote (its Content-Security-Policy included),
 * re-read after a rebuild, or the base headers when the build wrote none.
 */
export function securityHeadersReader(root: string): () => Readonly<Record<string, string>> {
  return buildFileReader(
    root,
    SECURITY_HEADERS_FILE,
    (json) => ({ ...BASE_SECURITY_HEADERS, ...(json as Record<string, string>) }),
    BASE_SECURITY_HEADERS,
  );
}
