import { changePasswordBody, registerBody, updateSettingsBody } from '@crema/contracts/identity/rest';
import { ProblemException } from './problem.exception';
import { MAX_INPUT_DEPTH, parseInput, ZodValidationPipe } from './zod-validation.pipe';

function problemOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProblemException) return error.problem;
    throw error;
  }
  throw new Error('expected a ProblemException');
}

describe('zod validation', () => {
  it('answers the parsed value', () => {
    const pipe = new ZodValidationPipe(registerBody);
    expect(
      pipe.transform({ username: ' anna ', email: 'Anna@Example.com', password: 'long-enough' }),
    ).toEqual({
      username: 'anna',
      email: 'anna@example.com',
      password: 'long-enough',
    });
  });

  it('answers 400 with every field error and the first one as detail', () => {
    const problem = problemOf(() =>
      parseInput(registerBody, { username: 'ab', email: 'x', password: 'short' }),
    );
    expect(problem).toMatchObject({
      status: 400,
      code: 'validation_failed',
      detail: 'Username must be at least 3 characters',
      errors: [
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ],
    });
  });

  it('reports a refinement on the field it concerns', () => {
    const problem = problemOf(() =>
      parseInput(changePasswordBody, {
        currentPassword: 'a',
        newPassword: 'long-enough',
        confirmPassword: 'other-one',
      }),
    );
    expect(problem.errors).toEqual([{ path: 'confirmPassword', message: "Passwords don't match" }]);
  });

  it('refuses NUL characters anywhere, before the schema runs', () => {
    const problem = problemOf(() =>
      parseInput(updateSettingsBody, { bio: 'a\u0000b', preferences: { favoriteBrewMethods: ['x\u0000'] } }),
    );
    expect(problem.errors).toEqual([
      { path: 'bio', message: 'Text must not contain NUL characters' },
      { path: 'preferences.favoriteBrewMethods.0', message: 'Text must not contain NUL characters' },
    ]);
  });

  it('answers 400 for input nested deeper than any payload, however deep (no stack overflow)', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    const problem = problemOf(() => parseInput(updateSettingsBody, { bio: deep }));
    expect(problem).toMatchObject({
      status: 400,
      detail: `The input is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
    });
    // Within the limit, the schema decides (here: unknown preference keys).
    const shallow = JSON.parse('{"a":'.repeat(30) + '1' + '}'.repeat(30)) as unknown;
    expect(problemOf(() => parseInput(updateSettingsBody, { preferences: shallow })).detail).not.toMatch(
      /nested/,
    );
  });

  it('answers 400 for a missing body', () => {
    expect(problemOf(() => parseInput(registerBody, undefined)).status).toBe(400);
  });
});
