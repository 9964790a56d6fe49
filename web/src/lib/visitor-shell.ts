/** The id of the visitor's prerendered `/` in index.html (vite.config.ts writes it, index.css hides #root while it is there). */
export const VISITOR_SHELL_ID = 'visitor-shell';

/**
 * Removes the prerendered page, showing the app's own screens in its place: called from a layout
 * effect, so both never paint together and nothing shifts. Does nothing once it is gone.
 */
export function removeVisitorShell(): void {
  document.getElementById(VISITOR_SHELL_ID)?.remove();
}
