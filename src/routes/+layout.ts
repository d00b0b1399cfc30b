// Every page of the app is static: prerendered at build time and precached by the service
// worker, so the app works offline after one visit. A route that needs request-time data must
// opt out with `export const prerender = false`.
export const prerender = true;
