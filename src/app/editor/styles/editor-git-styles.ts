/** The editor's Changes and History panels: a list beside a before/after, the diff, Publish. */
import { css } from "@emotion/react";
import { colors } from "../../../core/design/tokens.ts";

export const gitStyles = css`
  .editor-dialog.changes {
    width: calc(100vw - 2rem);
    max-width: 110rem;
    height: calc(100vh - 2rem);
    max-height: none;
    padding: 1rem 1.25rem;
    &[open] {
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
    }
    h2,
    h3 {
      margin: 0;
    }
  }
  .changes-top,
  .change-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }
  .changes-layout {
    flex: 1;
    display: grid;
    grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
    gap: 1rem;
    min-height: 0;
  }
  .change-list {
    list-style: none;
    margin: 0;
    padding: 0;
    overflow: auto;
    display: grid;
    align-content: start;
    gap: 0.35rem;
    button {
      width: 100%;
      text-align: left;
      display: grid;
      gap: 0.15rem;
    }
    button[aria-pressed="true"] {
      border-color: ${colors.ink};
      box-shadow: inset 4px 0 0 ${colors.saffron};
    }
    .name {
      font-weight: 600;
    }
    .path {
      font-size: 0.75rem;
      color: ${colors.inkSoft};
      overflow-wrap: anywhere;
    }
  }
  .badge {
    justify-self: start;
    font-size: 0.7rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    border-radius: 999px;
    padding: 0.05rem 0.5rem;
    background: ${colors.paperDeep};
    &.new {
      background: #d6efd6;
    }
    &.deleted {
      background: #f6d5cf;
    }
  }
  .change-view {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    min-height: 0;
    min-width: 0;
    .preview-bar {
      padding: 0;
      border: 0;
    }
  }
  .change-file {
    margin: 0;
    font-size: 0.8rem;
    color: ${colors.inkSoft};
  }
  .change-body {
    flex: 1;
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: 0.75rem;
    min-height: 0;
    .diff {
      max-height: none;
      margin: 0;
      overflow: auto;
    }
  }
  .before-after {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.5rem;
    min-height: 0;
    &.single {
      flex: 1;
      grid-template-columns: 1fr;
    }
  }
  .change-side {
    margin: 0;
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
    min-height: 0;
    figcaption {
      font-weight: 600;
      font-size: 0.85rem;
    }
    img {
      max-width: 100%;
      max-height: 100%;
      object-fit: contain;
      background: ${colors.paperDeep};
    }
  }
  .snapshot {
    position: relative;
    overflow: hidden;
    height: 100%;
    min-height: 16rem;
    background: ${colors.paperDeep};
    display: flex;
    justify-content: center;
    iframe {
      border: 0;
      background: #fff;
      transform-origin: top center;
      flex: none;
    }
  }
  .publish-form {
    border-top: 1px solid ${colors.line};
    padding-top: 0.5rem;
    display: grid;
    gap: 0.35rem;
    p {
      margin: 0;
    }
    label {
      margin: 0.25rem 0 0;
    }
    input {
      border: 1px solid ${colors.line};
      border-radius: 0.5rem;
      padding: 0.45rem 0.6rem;
      background: #fff;
    }
    .actions {
      margin-top: 0.25rem;
    }
  }
  .publish-progress {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    progress {
      flex: 1;
      accent-color: ${colors.ink};
    }
  }
  .warning {
    color: #7a4a00;
  }
  button.danger-quiet {
    color: #a3200f;
    border-color: #a3200f;
  }
`;
