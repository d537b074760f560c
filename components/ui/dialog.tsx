import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** 'media' fills the viewport for enlarged images; 'content' is a centred panel for text. */
  size?: 'content' | 'media';
};

/**
 * The site's one modal dialog (WAI-ARIA APG modal dialog pattern) on the native <dialog> element:
 * showModal() makes the rest of the page inert, so Tab stays inside; Escape, the '×' button and a click on the
 * backdrop close it; clicks inside the content do not. Focus starts on the close button and returns to the
 * element that was focused before opening; page scroll is locked while it is open.
 */
export function Dialog({ open, onClose, title, hideTitle = false, children, size = 'content' }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // A drag that starts in the content (selecting text) and ends on the backdrop ends in a click on the
  // <dialog> itself; it must not close the dialog, so remember where the press began.
  const pressStartedInside = useRef(false);
  // The latest onClose without re-running the open/close effect when a parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    document.documentElement.classList.add('scroll-locked');
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      document.documentElement.classList.remove('scroll-locked');
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${styles[size]}`}
      // Only while its title is rendered: a closed dialog's reference would point at nothing.
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        // Escape: let React state drive closing so state and DOM never disagree.
        event.preventDefault();
        onCloseRef.current();
      }}
      onPointerDown={(event) => {
        pressStartedInside.current = event.target !== event.currentTarget;
      }}
      onClick={(event) => {
        const startedInside = pressStartedInside.current;
        pressStartedInside.current = false;
        if (event.target === event.currentTarget && !startedInside) onCloseRef.current();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            <button ref={closeRef} type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
