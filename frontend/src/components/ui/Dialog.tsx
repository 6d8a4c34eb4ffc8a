/**
 * Modal dialog on the native <dialog>: the browser traps focus and inerts the page; Esc closes;
 * focus returns to the element that opened it.
 */
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** Set while work is running that closing would interrupt. */
  preventClose?: boolean;
}

export function Dialog({ open, onClose, title, children, size = 'md', preventClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!preventClose) onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="icon-btn"
              aria-label="Fechar"
              onClick={onClose}
              disabled={preventClose}
            >
              <X size={20} aria-hidden="true" />
            </button>
          </header>
          <div className="dialog__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
