const { displayName } = require('../src/user');

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ profile: { firstName: 'Ada', lastName: 'Lovelace' } })).toBe('Ada Lovelace');
  });

  it('falls back to the username without a profile', () => {
    expect(displayName({ username: 'ada' })).toBe('ada');
  });
});
