import { expect, it } from 'vitest';
import * as api from './index';

it('exports exactly the public API of @kran/theme/storybook', () => {
  expect(Object.keys(api).sort()).toEqual(['kranDecorators', 'kranGlobalTypes', 'withKran']);
});
