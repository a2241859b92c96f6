import { Suspense, use, useEffect } from "react";
import styled from "@emotion/styled";
import { useLocation } from "react-router-dom";
import { siteData } from "../ui/site-data.ts";
import { resolvePath } from "../core/routes.ts";
import { loadPage } from "../render/page-data.ts";
import { PageRenderer } from "../render/page-renderer.tsx";
import { track } from "../core/thenable.ts";
import { Header, mobileMenuModule } from "./header.tsx";
import { ScrollMemory } from "./scroll-memory.tsx";
import { NotFound } from "./not-found.tsx";
import { colors, layers } from "../core/tokens.ts";
import { GlobalStyles } from "./theme.tsx";
import { LatePart } from "../ui/client-phase.tsx";

const Skip = styled.a`
  position: absolute;
  left: 1rem;
  top: -10rem;
  z-index: ${layers.skipLink};
  background: ${colors.ink};
  color: ${colors.paper};
  padding: 0.75rem 1.25rem;
  border-radius: 999px;
  &:focus {
    top: 1rem;
  }
`;

function setMeta(selector: string, attr: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attr, value);
}

function LoadedPage({ route }: { route: string }) {
  const page = use(loadPage(route));
  useEffect(() => {
    document.title = page.doc.title;
    setMeta('meta[name="description"]', "content", page.doc.description);
  }, [page]);
  return <PageRenderer page={page} />;
}

/**
 * The footer (newsletter form, social icons, thank-you dialog) sits below the fold: its code is
 * not part of the initial JavaScript. It starts loading with the app, the server waits for it,
 * and on the client React hydrates the footer's prerendered HTML as soon as it arrives.
 */
export const footerModule = track(import("./footer.tsx"));

/** The code of every part of the shell that is not in the app's first load. */
export const deferredParts = Promise.all([footerModule, mobileMenuModule]);

function DeferredFooter(props: Parameters<Awaited<typeof footerModule>["Footer"]>[0]) {
  const { Footer } = use(footerModule);
  return (
    <LatePart>
      <Footer {...props} />
    </LatePart>
  );
}

function DocumentRoute() {
  const { pathname } = useLocation();
  const resolution = resolvePath(pathname, siteData.routeTable);
  if (resolution.kind === "not-found")
    return <NotFound copy={siteData.site.notFound} text={resolution.text} />;
  return <LoadedPage route={resolution.route} />;
}

export function App() {
  const { site, endpoints } = siteData;
  return (
    <>
      <GlobalStyles />
      <Skip href="#main">Skip to content</Skip>
      <Header site={site} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <DocumentRoute />
          {/* Inside the page's boundary: its layout effect runs in the commit that shows the
              page, not in an earlier one that shows the empty fallback while it loads. */}
          <ScrollMemory />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <DeferredFooter site={site} newsletterEndpoint={endpoints.newsletter} />
      </Suspense>
    </>
  );
}
