/**
 * The five main pages and two case studies from different route families: the sample for the
 * slower per-page checks (Lighthouse and the e2e tests).
 */
export const SAMPLE_ROUTES = [
  "/",
  "/about-us",
  "/work",
  "/services",
  "/contact-us",
  "/portfolio/info3/one-bonsai",
  "/portfolio/ds/drunken-scholar",
];
