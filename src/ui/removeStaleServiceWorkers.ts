// An older build registered a service worker; left alone it keeps serving stale pages. The chat
// has none of its own, so every registration on this origin is removed on load (spec section 2).

export async function removeStaleServiceWorkers(nav: Pick<Navigator, 'serviceWorker'> | undefined): Promise<number> {
  const container = nav?.serviceWorker;
  if (!container || typeof container.getRegistrations !== 'function') return 0;
  try {
    const registrations = await container.getRegistrations();
    const results = await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
