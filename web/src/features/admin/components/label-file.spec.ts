import { LABEL_MAX_BYTES } from '@crema/contracts/admin/label';
import { labelFileProblem } from './label-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('labelFileProblem', () => {
  it('takes a PNG or JPG up to 5MB', () => {
    expect(labelFileProblem(file('label.png', 'image/png'))).toBeNull();
    expect(labelFileProblem(file('label.jpg', 'image/jpeg', LABEL_MAX_BYTES))).toBeNull();
    expect(labelFileProblem(file('LABEL.JPEG', ''))).toBeNull();
  });

  it('refuses other files, saying what it takes', () => {
    expect(labelFileProblem(file('label.webp', 'image/webp'))).toBe(
      'label.webp is not a PNG or JPG image. PNG or JPG up to 5MB.',
    );
    expect(labelFileProblem(file('notes.txt', ''))).toMatch(/not a PNG or JPG/);
    expect(labelFileProblem(file('big.png', 'image/png', LABEL_MAX_BYTES + 1))).toBe(
      'big.png is larger than 5MB. PNG or JPG up to 5MB.',
    );
    expect(labelFileProblem(file('empty.png', 'image/png', 0))).toMatch(/empty/);
  });
});
