import { domPreset } from '@kran/vitest-config/dom';

export default domPreset;
