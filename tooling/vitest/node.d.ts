import type { UserConfig } from 'vitest/config';

export declare const nodePreset: UserConfig;

/** The global setup that gives a run's temporary files a folder of their own, removed when the run ends. */
export declare const temporaryFolderSetup: string;
