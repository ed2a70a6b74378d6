import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/competitions/demo/cup/stage?x=1', '/competitions/demo/cup/stage?x=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('loginPath carries the return path, except home', () => {
    expect(loginPath('/about')).toBe('/login?return=%2Fabout');
    expect(loginPath('/')).toBe('/login');
  });
});
