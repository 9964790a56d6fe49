let pageNonce: string | undefined;

/**
 * The page's CSP applies only `<style>` elements that carry the nonce the gateway put in the page
 * (meta `csp-nonce`, new on every load). Radix's scroll lock adds one through react-style-singleton,
 * which takes the nonce from the bundler's `__webpack_nonce__` global: set it before anything renders.
 */
export function adoptCspNonce(): void {
  pageNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
  if (pageNonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = pageNonce;
}

/** The page's style nonce, for components that render a `<style>` of their own (Radix Select's viewport). */
export function cspNonce(): string | undefined {
  return pageNonce;
}
