/** A message's subject and bodies, in plain text and simple HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Text made safe for HTML content and attribute values (numeric character references). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
