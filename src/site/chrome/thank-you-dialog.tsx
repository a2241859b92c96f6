/**
 * The full-screen thank-you picture after a newsletter sign-up (docs/site-spec.md §4): a native modal
 * <dialog>; a click on the backdrop or the picture, the close button or Escape closes it.
 */
import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { Image } from "../../generated/schema.ts";
import { colors, easing, radius, space } from "../../core/tokens.ts";
import { CloseIcon } from "../../ui/icons.tsx";
import { Modal } from "../../ui/modal.tsx";

const pop = keyframes`
  from {
    transform: translateY(1.5rem) scale(0.96);
  }
  to {
    transform: none;
  }
`;

const Dialog = styled(Modal)`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: ${space.m};
  border: 0;
  background: transparent;
  cursor: zoom-out;
  &[open] {
    display: grid;
    place-items: center;
  }
  &::backdrop {
    background: rgb(20 18 16 / 0.82);
    -webkit-backdrop-filter: blur(6px);
    backdrop-filter: blur(6px);
  }
  figure {
    position: relative;
    margin: 0;
    max-width: min(100%, 72rem);
  }
  img {
    width: 100%;
    max-height: calc(100dvh - 6rem);
    object-fit: contain;
    border-radius: ${radius.s};
    box-shadow: 0 2.5rem 5rem -2rem rgb(0 0 0 / 0.6);
  }
  button {
    position: absolute;
    top: -1.25rem;
    right: -0.75rem;
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    border: 0;
    background: ${colors.saffron};
    color: ${colors.ink};
    cursor: pointer;
    box-shadow: 0 0.5rem 1.5rem -0.5rem rgb(0 0 0 / 0.5);
  }
  button:focus-visible {
    outline-color: ${colors.paper};
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open] figure {
      animation: ${pop} 0.45s ${easing};
    }
  }
`;

export interface ThankYouDialogProps {
  open: boolean;
  image: Image;
  onClose: () => void;
}

export function ThankYouDialog({ open, image, onClose }: ThankYouDialogProps) {
  return (
    <Dialog open={open} label="Thank you for subscribing" closeOnClick onClose={onClose}>
      <figure>
        <img src={image.src} alt={image.alt} width={1600} height={1000} decoding="async" />
        <button type="button" aria-label="Close">
          <CloseIcon size={20} />
        </button>
      </figure>
    </Dialog>
  );
}
