/** The generated forms: fields, groups, lists, switches, colours, media, problems. */
import { css } from "@emotion/react";
import { colors } from "../../../core/design/tokens.ts";

export const formStyles = css`
  .form .field,
  .form .variant {
    margin: 0 0 1rem;
    label {
      display: block;
      font-weight: 600;
      margin-bottom: 0.3rem;
    }
  }
  .optional {
    font-weight: 400;
    color: ${colors.inkSoft};
  }
  .help {
    margin: 0.3rem 0 0;
    color: ${colors.inkSoft};
    font-size: 0.82rem;
  }
  .problems li,
  .error {
    color: #a3200f;
    font-size: 0.85rem;
    margin-top: 0.3rem;
  }
  .problems li.warning {
    color: #7a4a00;
  }
  .group {
    border: 1px solid ${colors.line};
    border-radius: 0.75rem;
    padding: 0.75rem 1rem 1rem;
    margin: 0 0 1rem;
    background: #fffdf8;
    legend {
      font-weight: 700;
      padding: 0 0.3rem;
    }
  }
  .group.bare {
    border: 0;
    padding: 0;
    background: none;
  }
  .entry {
    border-top: 1px dashed ${colors.line};
    padding-top: 0.6rem;
    margin-top: 0.6rem;
  }
  .entry-bar {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    margin-bottom: 0.4rem;
    span {
      flex: 1;
      font-size: 0.8rem;
      color: ${colors.inkSoft};
      text-transform: uppercase;
      letter-spacing: 0.06em;
    }
  }
  .add {
    margin-top: 0.75rem;
  }
  .switch {
    appearance: none;
    width: 2.6rem;
    height: 1.5rem;
    border-radius: 999px;
    background: ${colors.line};
    position: relative;
    cursor: pointer;
    &::after {
      content: "";
      position: absolute;
      inset: 0.2rem auto 0.2rem 0.2rem;
      width: 1.1rem;
      border-radius: 50%;
      background: #fff;
      transition: transform 0.15s;
    }
    &:checked {
      background: ${colors.ink};
    }
    &:checked::after {
      transform: translateX(1.1rem);
    }
  }
  .color-row,
  .media-row {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    input[type="color"] {
      width: 2.75rem;
      height: 2.4rem;
      padding: 0.15rem;
      border: 1px solid ${colors.line};
      border-radius: 0.5rem;
      flex: none;
    }
    .contrast {
      font-size: 0.75rem;
      color: ${colors.inkSoft};
      white-space: nowrap;
    }
    img,
    .no-thumb {
      width: 2.75rem;
      height: 2.75rem;
      object-fit: cover;
      border-radius: 0.4rem;
      background: ${colors.paperDeep};
      flex: none;
    }
  }
  .problem-list {
    border: 1px solid #a3200f;
    border-radius: 0.75rem;
    padding: 0.75rem 1rem;
    margin-bottom: 1rem;
    li button {
      border: 0;
      background: none;
      text-align: left;
      text-decoration: underline;
      padding: 0.2rem 0;
    }
  }
  .notice {
    background: #fff;
    border-left: 4px solid ${colors.saffron};
    padding: 0.5rem 0.75rem;
  }
  .empty {
    color: ${colors.inkSoft};
  }
`;
