import { Suspense, use, useEffect } from "react";
import styled from "@emotion/styled";
import { useLocation } from "react-router-dom";
import { siteData } from "../ui/site-data.ts";
import { resolvePath } from "../core/routes.ts";
import { loadPage } from "../render/page-data.ts";
import { PageRenderer } from "../render/page-renderer.tsx";
import { Header } from "./header.tsx";
import { Footer } from "./footer.tsx";
import { NotFound } from "./not-found.tsx";
import { colors, layers } from "../core/design/tokens.ts";
import { GlobalStyles } from "./theme.tsx";

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
        </Suspense>
      </main>
      <Footer site={site} newsletterEndpoint={endpoints.newsletter} />
    </>
  );
}
