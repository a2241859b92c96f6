/**
 * The site's one modal: a native <dialog> opened with showModal(), so the browser traps focus in
 * it, makes the page behind inert, closes it on Escape and gives focus back to where it was; the
 * page behind does not scroll while it is open (the global styles lock it for any open
 * dialog[data-scroll-lock]: src/site/theme.tsx). Search, the newsletter's thank-you and the
 * contact form's thank-you are all this component, each styled by its caller.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";

export interface ModalProps {
  /** Shown while true; set false to close (the dialog then calls onClose). */
  open: boolean;
  /** The dialog closed: Escape, a close control, closeOnClick, closeAfterMs or `open` false. */
  onClose: () => void;
  /** The dialog's accessible name: a label, or the id of its heading. */
  label?: string;
  labelledBy?: string;
  /** Any click inside closes it (a picture that is the whole dialog; its backdrop is the dialog). */
  closeOnClick?: boolean;
  /** Closes by itself this long after opening. */
  closeAfterMs?: number;
  /** Receives focus on opening (otherwise the browser focuses the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Handle to the dialog element, for a close button's `dialogRef.current?.close()`. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  className?: string;
  children: ReactNode;
}

export function Modal({
  open,
  onClose,
  label,
  labelledBy,
  closeOnClick = false,
  closeAfterMs,
  initialFocus,
  dialogRef,
  className,
  children,
}: ModalProps) {
  const own = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? own;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // The owner hears of a closing as soon as the dialog loses its open attribute, however it
  // closed (Escape, close(), a form's method="dialog"): the close event comes a task later, and
  // a press on the opener in between (input runs before such tasks) would find the owner still
  // open and be lost. Once per opening: the close event that follows is then ignored.
  const told = useRef(true);
  // Counts closings, so that the effect below runs again after one: an owner that opens it again
  // in the same batch as the closing passes `open` true throughout.
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const observer = new MutationObserver(() => {
      if (!dialog.open) tell();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, [ref]);
  function tell() {
    if (told.current) return;
    told.current = true;
    setClosings((n) => n + 1);
    onCloseRef.current();
  }

  // In the commit that opens it, not after the next paint: a press opens the dialog in the
  // first frame that can show it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      told.current = false;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, ref, initialFocus, closings]);

  useEffect(() => {
    if (!open || closeAfterMs === undefined) return;
    const timer = setTimeout(() => ref.current?.close(), closeAfterMs);
    return () => clearTimeout(timer);
  }, [open, closeAfterMs, ref]);

  return (
    <dialog
      ref={ref}
      className={className}
      data-scroll-lock=""
      data-state={open ? "open" : "closed"}
      aria-label={label}
      aria-labelledby={labelledBy}
      // A close event that arrives after the dialog opened again belongs to the closing before.
      onClose={() => {
        if (!ref.current?.open) tell();
      }}
      // A click on the backdrop lands on the dialog itself; one on its content bubbles up.
      onClick={closeOnClick ? () => ref.current?.close() : undefined}
    >
      {children}
    </dialog>
  );
}
