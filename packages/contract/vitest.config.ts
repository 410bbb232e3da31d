import { nodePreset } from '@kran/vitest-config/node';

export default nodePreset;
