export function freePort(): Promise<number>;
export function portFromEnv(name: string): Promise<number>;
