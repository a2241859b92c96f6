/** The editor's look: the site's paper, ink and type, laid out as a three-column workbench. */
import { css } from "@emotion/react";
import { colors, fonts } from "../../../core/design/tokens.ts";
import { laidOutWhenNear } from "../../../ui/laid-out-when-near.ts";

/**
 * An outline row out of sight is laid out when it comes near: the first layout of a 200-block
 * page's outline took 200 ms at once (Chrome trace, 4,000 boxes). The stand-in is about a row.
 */
const rowLaidOutWhenNear = laidOutWhenNear("3.6rem");

const focus = `outline: 3px solid ${colors.focus}; outline-offset: 2px;`;

export const editorStyles = css`
  html,
  body {
    height: 100%;
  }
  body {
    overflow: hidden;
    font-size: 15px;
  }
  #root {
    height: 100%;
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    ${focus}
  }
  button {
    border: 1px solid ${colors.line};
    background: #fff;
    border-radius: 0.5rem;
    padding: 0.35rem 0.7rem;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: ${colors.ink};
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  button.primary {
    background: ${colors.ink};
    border-color: ${colors.ink};
    color: ${colors.paper};
    font-weight: 600;
  }
  button.danger {
    background: #a3200f;
    border-color: #a3200f;
    color: #fff;
    font-weight: 600;
  }
  button.quiet {
    border-style: dashed;
    margin-top: 0.5rem;
  }
  input[type="text"],
  input[type="search"],
  input[type="number"],
  input:not([type]),
  select,
  textarea {
    width: 100%;
    border: 1px solid ${colors.line};
    border-radius: 0.5rem;
    padding: 0.45rem 0.6rem;
    background: #fff;
  }
  [aria-invalid="true"] {
    border-color: #a3200f !important;
    box-shadow: 0 0 0 1px #a3200f;
  }
  h2 {
    font-family: ${fonts.display};
    font-size: 1.15rem;
    margin: 0 0 0.75rem;
  }
  h3 {
    font-size: 0.75rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.inkSoft};
    margin: 1.25rem 0 0.4rem;
  }
  ul,
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 1.5rem;
    padding: 0.6rem 1.25rem;
    background: ${colors.ink};
    color: ${colors.paper};
    h1 {
      font-family: ${fonts.display};
      font-size: 1.2rem;
      margin: 0;
      span {
        color: ${colors.saffron};
        font-family: ${fonts.body};
        font-weight: 400;
      }
    }
    .file {
      margin: 0;
      flex: 1;
      color: ${colors.inkMuted};
      font-family: ui-monospace, monospace;
      font-size: 0.85rem;
    }
    .unsaved {
      color: ${colors.focusOnInk};
    }
    .actions {
      display: flex;
      gap: 0.5rem;
    }
    button {
      background: transparent;
      color: ${colors.paper};
      border-color: ${colors.inkLine};
    }
    button.primary {
      background: ${colors.saffron};
      color: ${colors.ink};
      border-color: ${colors.saffron};
    }
    :focus-visible {
      outline-color: ${colors.focusOnInk};
    }
  }
  .skip-links {
    position: absolute;
  }
  .skip-links a {
    position: absolute;
    z-index: 10;
    top: 0.5rem;
    left: 0.5rem;
    padding: 0.5rem 0.8rem;
    background: #fff;
    color: ${colors.ink};
    font-weight: 600;
    transform: translateY(-200%);
    &:focus {
      transform: none;
    }
  }
  [data-panel]:focus-visible,
  [data-panel] h2:focus-visible {
    outline-offset: -3px;
  }
  .workspace {
    display: grid;
    grid-template-columns: 20rem minmax(22rem, 30rem) minmax(0, 1fr);
    min-height: 0;
  }
  .pages,
  .side,
  .editing {
    overflow: auto;
    padding: 1rem;
    border-right: 1px solid ${colors.line};
  }
  .side {
    background: ${colors.paperDeep};
    .back {
      margin-bottom: 1rem;
    }
  }
  .pages {
    background: ${colors.paperDeep};
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    label {
      font-size: 0.8rem;
      font-weight: 600;
    }
  }
  .row {
    width: 100%;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 0.5rem;
    text-align: left;
    border-color: transparent;
    background: transparent;
    padding: 0.4rem 0.5rem;
    .title {
      font-weight: 600;
      grid-column: 1 / -1;
    }
    .summary {
      grid-column: 1 / -1;
      color: ${colors.inkSoft};
      font-size: 0.8rem;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    &[aria-current] {
      background: #fff;
      border-color: ${colors.ink};
    }
  }
  .outline {
    margin-bottom: 1.5rem;
    li {
      display: flex;
      align-items: start;
      gap: 0.25rem;
      border-bottom: 1px solid ${colors.line};
      padding: 0.2rem 0;
      ${rowLaidOutWhenNear}
    }
    li.dragging {
      opacity: 0.4;
    }
    .row {
      flex: 1;
      min-width: 0;
      grid-template-columns: 1.5rem 1fr;
      .index {
        color: ${colors.inkSoft};
        font-variant-numeric: tabular-nums;
      }
      .title {
        grid-column: 2;
      }
      .summary,
      .badge {
        grid-column: 2;
      }
    }
    .badge {
      color: #a3200f;
      font-size: 0.8rem;
      font-weight: 600;
    }
    .tools {
      display: flex;
      gap: 0.15rem;
      padding-top: 0.3rem;
      button {
        padding: 0.1rem 0.35rem;
      }
    }
    .add-block,
    .page-settings {
      margin-top: 0.5rem;
    }
    .page-settings {
      display: block;
      font-weight: 600;
    }
  }
`;
