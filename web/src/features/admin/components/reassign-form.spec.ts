import { reassignFormSchema } from './reassign-form';

const message = (newUserId: string) => reassignFormSchema.safeParse({ newUserId }).error?.issues[0]?.message;

describe('reassignFormSchema', () => {
  it('reads the user ID as a number', () => {
    expect(reassignFormSchema.parse({ newUserId: ' 42 ' })).toEqual({ newUserId: 42 });
  });

  it('needs a user ID (SPEC §5)', () => {
    expect(message('')).toBe('Please enter a user ID');
    expect(message('   ')).toBe('Please enter a user ID');
    expect(message('abc')).toBe('Please enter a user ID');
  });

  it("gives the contract's messages for other numbers", () => {
    expect(message('1.5')).toBe('A user ID is a whole number');
    expect(message('0')).toBe('A user ID is a positive number');
  });
});
