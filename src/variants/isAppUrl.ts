// App mode (spec section 2): "if the URL contains 'app'" — /app, /auto-mais-app or a query such as
// ?origem=app from the host app's webview. The host name is left out, so a domain that happens to
// contain the letters (e.g. a preview host) cannot switch the menu off.

export function isAppUrl(path: string, search: string): boolean {
  return `${path}${search}`.toLowerCase().includes('app');
}
