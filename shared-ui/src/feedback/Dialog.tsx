import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../messages';
import { Body, CloseButton, Footer, Header, Overlay, Panel, Title } from './dialogStyles';
import {
  DialogDepthContext,
  focusableIn,
  isTopDialog,
  pushDialog,
  removeDialog,
} from './dialogStack';

export interface DialogProps {
  open: boolean;
  /** Called by the close button, Escape and (if enabled) a click on the backdrop. */
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  width?: number | string;
  /**
   * Off by default: closing means something here (closing the payment dialog cancels the
   * trade), so a stray click beside the dialog must not do it.
   */
  closeOnOverlayClick?: boolean;
}

/**
 * A modal dialog rendered into document.body, so no parent's overflow or z-index can clip it.
 * Focus moves into it on open, stays inside while Tab cycles, and returns on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 520,
  closeOnOverlayClick = false,
}: DialogProps) {
  const titleId = useId();
  const depth = useContext(DialogDepthContext) + 1;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The newest onClose without re-registering the dialog on every render (that would reorder
  // the stack of open dialogs).
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const token = Symbol('dialog');
    const previous = document.activeElement as HTMLElement | null;
    pushDialog(token, depth);
    // An enclosing dialog mounted in the same render must not pull focus from the inner one.
    if (isTopDialog(token)) {
      const body = bodyRef.current;
      const first = body ? focusableIn(body)[0] : undefined;
      (first ?? panelRef.current)?.focus();
    }

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTopDialog(token)) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeDialog(token);
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open, depth]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <DialogDepthContext.Provider value={depth}>
      <Overlay
        onMouseDown={(event) => {
          if (closeOnOverlayClick && event.target === event.currentTarget) onClose();
        }}
      >
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title !== undefined ? titleId : undefined}
          tabIndex={-1}
          $width={typeof width === 'number' ? `${width}px` : width}
          onKeyDown={trapTab}
        >
          <Header>
            {title !== undefined && <Title id={titleId}>{title}</Title>}
            <CloseButton type="button" aria-label={messages.common.close} onClick={onClose}>
              ×
            </CloseButton>
          </Header>
          <Body ref={bodyRef}>{children}</Body>
          {footer !== undefined && <Footer>{footer}</Footer>}
        </Panel>
      </Overlay>
    </DialogDepthContext.Provider>,
    document.body,
  );
}
