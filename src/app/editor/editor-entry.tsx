/**
 * Development-only entry of the visual editor (/__edit, served by `npm run edit` alone): the
 * schemas come from the content plugin's block catalogue module, as for /__blocks.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Global } from "@emotion/react";
import catalogue from "virtual:block-catalogue";
import { GlobalStyles } from "../../site/theme.tsx";
import { Editor } from "./editor.tsx";
import { editorStyles } from "./styles/editor-styles.ts";
import { dialogStyles } from "./styles/editor-dialog-styles.ts";
import { formStyles } from "./styles/editor-form-styles.ts";
import { gitStyles } from "./styles/editor-git-styles.ts";
import type { Schemas } from "./form/schema-tools.ts";
import { onContentUpdate } from "../dev/content-hot.ts";

// A document broken on disk shows in the editor too, until it is valid again.
if (import.meta.hot) onContentUpdate(import.meta.hot);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <GlobalStyles fontFallbacks={false} />
    <Global styles={[editorStyles, formStyles, dialogStyles, gitStyles]} />
    <Editor schemas={catalogue.schemas as Schemas} />
  </StrictMode>,
);
