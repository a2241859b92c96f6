/** The editor's dialogs (add block, media, new case study, save, keyboard) and its Preview column. */
import { css } from "@emotion/react";
import { colors } from "../../../core/design/tokens.ts";

export const dialogStyles = css`
  .editor-dialog {
    border: 0;
    border-radius: 1rem;
    padding: 1.5rem;
    width: min(36rem, calc(100vw - 2rem));
    max-height: calc(100vh - 4rem);
    box-shadow: 0 1.5rem 4rem rgb(0 0 0 / 0.3);
    &::backdrop {
      background: rgb(20 18 16 / 0.55);
    }
    &.wide {
      width: min(64rem, calc(100vw - 2rem));
    }
    .shortcuts {
      border-collapse: collapse;
      width: 100%;
      margin-bottom: 1rem;
      th,
      td {
        text-align: left;
        vertical-align: top;
        padding: 0.4rem 0.5rem;
        border-bottom: 1px solid ${colors.line};
      }
      td:first-of-type {
        white-space: nowrap;
      }
      kbd {
        font-family: ui-monospace, monospace;
        font-size: 0.85rem;
        border: 1px solid ${colors.line};
        border-bottom-width: 2px;
        border-radius: 0.3rem;
        padding: 0 0.3rem;
        background: #fff;
      }
    }
    label {
      display: block;
      font-weight: 600;
      margin: 0.75rem 0 0.3rem;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
      gap: 0.5rem;
      margin-top: 1.25rem;
    }
  }
  .block-menu {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    gap: 0.5rem;
    margin: 1rem 0;
    button {
      width: 100%;
      height: 100%;
      text-align: left;
      display: grid;
      align-content: start;
      gap: 0.2rem;
      padding: 0.6rem 0.75rem;
      span {
        font-size: 0.8rem;
        color: ${colors.inkSoft};
      }
    }
  }
  .media-tools {
    display: flex;
    gap: 0.75rem;
    align-items: end;
    label {
      margin: 0;
    }
    input[type="search"] {
      flex: 1;
    }
    .upload {
      border: 1px dashed ${colors.ink};
      border-radius: 0.5rem;
      padding: 0.4rem 0.75rem;
      cursor: pointer;
      input {
        display: block;
        font-size: 0.8rem;
      }
    }
  }
  .media-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: 0.6rem;
    margin: 1rem 0;
    button {
      width: 100%;
      padding: 0.3rem;
      display: grid;
      gap: 0.3rem;
      font-size: 0.72rem;
      text-align: left;
      word-break: break-all;
    }
    img {
      width: 100%;
      height: 6rem;
      object-fit: contain;
      background: ${colors.paperDeep};
      border-radius: 0.4rem;
    }
  }
  .diff {
    background: ${colors.ink};
    color: ${colors.paper};
    border-radius: 0.75rem;
    padding: 1rem;
    max-height: 50vh;
    overflow: auto;
    font-size: 0.8rem;
    .added {
      color: #9be29b;
    }
    .removed {
      color: ${colors.errorOnInk};
    }
    .hunk {
      color: ${colors.focusOnInk};
    }
    .head {
      color: ${colors.inkMuted};
    }
  }
  .preview {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
    background: ${colors.paperDeep};
    min-width: 0;
  }
  .preview-bar {
    display: flex;
    gap: 0.4rem;
    padding: 0.5rem 1rem;
    border-bottom: 1px solid ${colors.line};
    button[aria-pressed="true"] {
      background: ${colors.ink};
      color: ${colors.paper};
    }
    span {
      opacity: 0.7;
      font-size: 0.8rem;
    }
  }
  .preview-box {
    position: relative;
    overflow: hidden;
    display: flex;
    justify-content: center;
  }
  .preview-box iframe {
    border: 0;
    background: #fff;
    transform-origin: top center;
    box-shadow: 0 0 0 1px ${colors.line};
    flex: none;
  }
`;
