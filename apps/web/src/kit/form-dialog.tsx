import { Modal, type ModalProps } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useReturnFocus } from './return-focus';
import { confirmDiscard, DialogDirtyContext, useBeforeUnload } from './use-unsaved-changes';

export interface FormDialogProps extends Pick<ModalProps, 'size' | 'title'> {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** While open, the browser's Back closes the dialog (asking first if it holds typed data) and stays on the page. */
function BackCloses({ onBack }: { onBack: () => void }) {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    onBack();
  }, [blocker, onBack]);
  return null;
}

// A plain pick list's input is read-only but takes the keyboard (↓ opens it), so it counts as a field.
const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'input[aria-haspopup][readonly]:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
].join(', ');

/**
 * Marks the form's first field for the dialog's focus trap (`data-autofocus`), so typing starts there
 * instead of on the close button. Not a field that opens its options or a calendar on focus (a day; a
 * searchable Mantine pick list left at its default): they would cover the form. The app's theme and the
 * kit's ResourceSelect make pick lists open only when asked, and say so with `data-opens-on-focus`.
 */
function FirstFieldFocus({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the trap's own timer looks for [data-autofocus].
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || box.querySelector('[data-autofocus]')) return;
    const first = box.querySelector<HTMLElement>(FIELD);
    if (!first) return;
    // A field says whether focusing it opens a list or a calendar; a pick list does unless it says not.
    const said = first.closest('[data-opens-on-focus]')?.getAttribute('data-opens-on-focus');
    const opens = said ?? String(first.hasAttribute('aria-haspopup') && !first.hasAttribute('readonly'));
    if (opens !== 'true') first.setAttribute('data-autofocus', '');
  }, []);
  return <div ref={ref}>{children}</div>;
}

/**
 * A dialog for a form, its content mounted only while open: Esc, a click outside, the close button and the browser's Back ask before
 * discarding what was typed (its content reports it through `useDialogDirty`; ResourceForm does).
 */
export function FormDialog({ opened, onClose, title, size, children }: FormDialogProps) {
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const askingRef = useRef(false);
  const report = useCallback((d: boolean) => {
    dirtyRef.current = d;
    setDirty(d);
  }, []);
  useBeforeUnload(opened && dirty);
  // Also when the dialog is unmounted with its row (deleted), not only closed: Mantine's return needs both.
  useReturnFocus(opened);

  const requestClose = useCallback(() => {
    if (askingRef.current) return;
    if (!dirtyRef.current) return onClose();
    askingRef.current = true;
    setAsking(true);
    confirmDiscard(
      () => {
        dirtyRef.current = false;
        onClose();
      },
      {
        onClose: () => {
          askingRef.current = false;
          setAsking(false);
        },
      },
    );
  }, [onClose]);

  // Esc closes this dialog (asking first if it holds typed data) unless it was meant for another one over
  // it, or for a list or calendar open in a field (Mantine marks the field while it is open).
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.isComposing || askingRef.current) return;
      const target = e.target as HTMLElement;
      if (target.getAttribute?.('data-mantine-stop-propagation') === 'true') return;
      const other = target.closest?.('[role="dialog"], [role="alertdialog"]');
      if (other && other !== body.current?.closest('[role="dialog"]')) return;
      requestClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [opened, requestClose]);

  return (
    <>
      {opened ? <BackCloses onBack={requestClose} /> : null}
      <Modal
        opened={opened}
        onClose={requestClose}
        title={title}
        size={size}
        // Esc is handled below: Mantine's listens on the whole window, so a message over this dialog (a server
        // error) and this dialog both closed with one key.
        closeOnEscape={false}
        // While the question is open, clicks belong to it.
        closeOnClickOutside={!asking}
      >
        {/* Mounted afresh each time it opens: a form starts from its initial values again. */}
        <DialogDirtyContext.Provider value={report}>
          <div ref={body}>{opened ? <FirstFieldFocus>{children}</FirstFieldFocus> : null}</div>
        </DialogDirtyContext.Provider>
      </Modal>
    </>
  );
}
