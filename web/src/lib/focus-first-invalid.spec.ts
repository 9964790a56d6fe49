import { focusFirstInvalid } from './focus-first-invalid';

/** Just enough of an element for the helper: tab order, focus, scrolling and a few queries. */
interface FakeElement {
  tabIndex: number;
  focus: jest.Mock;
  scrollIntoView: jest.Mock;
  querySelector: (selector: string) => FakeElement | null;
}

const element = (
  tabIndex: number,
  query: (selector: string) => FakeElement | null = () => null,
): FakeElement => ({
  tabIndex,
  focus: jest.fn(),
  scrollIntoView: jest.fn(),
  querySelector: query,
});

/** A star rating: a radiogroup div (not focusable) around native radios, `checked` the chosen one. */
function radioGroup(checked: number | null) {
  const radios = [1, 2, 3, 4, 5].map(() => element(0));
  const group = element(-1, (selector) =>
    selector === 'input:checked' ? (checked === null ? null : radios[checked - 1]!) : radios[0]!,
  );
  return { group, radios };
}

/** Runs `focusFirstInvalid` on a form whose first invalid field is `field`. */
function focusWith(field: FakeElement) {
  const form = element(-1, (selector) => (selector === '[aria-invalid="true"]' ? field : null));
  focusFirstInvalid(form as unknown as HTMLFormElement);
}

beforeAll(() => {
  globalThis.requestAnimationFrame = (callback) => {
    callback(0);
    return 0;
  };
});

describe('focusing the first invalid field', () => {
  it('focuses the first radio of an unrated star rating, not its group, and scrolls the group into view', () => {
    const { group, radios } = radioGroup(null);
    focusWith(group);
    expect(group.focus).not.toHaveBeenCalled();
    expect(radios[0]!.focus).toHaveBeenCalled();
    expect(group.scrollIntoView).toHaveBeenCalled();
  });

  it('focuses the checked radio of a group, where Tab would land', () => {
    const { group, radios } = radioGroup(3);
    focusWith(group);
    expect(radios[2]!.focus).toHaveBeenCalled();
    expect(radios[0]!.focus).not.toHaveBeenCalled();
  });

  it('focuses a field that takes focus itself', () => {
    const input = element(0);
    focusWith(input);
    expect(input.focus).toHaveBeenCalled();
    expect(input.scrollIntoView).toHaveBeenCalled();
  });
});
