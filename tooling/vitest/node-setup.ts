import { vi } from 'vitest';

// Test files share a worker's loaded packages (isolate: false), but the project's own modules load anew for each
// file, so module-level state (caches, counters) starts empty as in a new process.
vi.resetModules();
