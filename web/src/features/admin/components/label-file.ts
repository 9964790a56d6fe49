import { LABEL_MAX_BYTES } from '@crema/contracts/admin/label';

/** What a label image must be (SPEC §5), as the chooser says it. */
export const LABEL_FILE_RULE = 'PNG or JPG up to 5MB';
export const LABEL_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

const LABEL_TYPES = ['image/png', 'image/jpeg'];
const LABEL_EXTENSION = /\.(png|jpe?g)$/i;

/** Why a chosen file cannot be sent (checked in the browser first), or null when it can. */
export function labelFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  // Some systems give no type for a file: its name decides then.
  const isImage = file.type ? LABEL_TYPES.includes(file.type) : LABEL_EXTENSION.test(file.name);
  if (!isImage) return `${file.name} is not a PNG or JPG image. ${LABEL_FILE_RULE}.`;
  if (file.size > LABEL_MAX_BYTES) return `${file.name} is larger than 5MB. ${LABEL_FILE_RULE}.`;
  if (file.size === 0) return `${file.name} is empty. ${LABEL_FILE_RULE}.`;
  return null;
}
