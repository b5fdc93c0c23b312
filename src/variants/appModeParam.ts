// App mode (spec section 2, "if the URL contains 'app'") read as the app routes plus an explicit
// flag, never as a substring: `?utm_source=whatsapp`, the usual way links are shared in Brazil,
// must not hide the menu and forward events to a host app that is not there. The app routes
// (`/app`, `/auto-mais-app`) set `isApp: true` in their variant files; any other route turns app
// mode on only with `?app=1` (or `true`), or `?origem=app`, which host-app webviews already send.
// Decision written in docs/partners.md ("Address parameters").

export function appModeParam(query: URLSearchParams): boolean {
  const app = query.get('app')?.trim().toLowerCase();
  return app === '1' || app === 'true' || query.get('origem')?.trim().toLowerCase() === 'app';
}
