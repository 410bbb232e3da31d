/** A `kran init` the user has to call differently (a folder that is not empty, say); the CLI exits with 2. */
export class InitError extends Error {
  override name = 'InitError';
}
