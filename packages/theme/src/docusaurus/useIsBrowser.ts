import { useEffect, useState } from 'react';

/** False in the server render and in the browser's first render (so that hydration matches), true after it. */
export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
