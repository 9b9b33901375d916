'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ToolId } from '@/config/tools';
import { ToolIcon } from './ToolIcon';

export interface MobileMenuItem {
  id: ToolId;
  href: string;
  label: string;
  description: string;
  current: boolean;
}

export interface MobileMenuLabels {
  open: string;
  close: string;
  title: string;
}

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The slide-in tool menu below the lg breakpoint: a modal dialog 80% wide. It closes on a tool
 * link, the overlay or Escape; focus stays inside while it is open and returns to the button.
 */
export function MobileMenu({ items, labels }: { items: MobileMenuItem[]; labels: MobileMenuLabels }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>(focusableSelector)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open, close]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={labels.open}
        data-testid="menu-button"
        onClick={() => setOpen(true)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {open && (
        <div className="fixed inset-0 z-50">
          <div data-testid="menu-overlay" className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={close} />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            data-testid="menu-panel"
            className="absolute inset-y-0 left-0 flex w-4/5 flex-col overflow-y-auto bg-white p-5 shadow-xl dark:bg-slate-900"
          >
            <div className="mb-4 flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-semibold">
                {labels.title}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={labels.close}
                data-testid="menu-close"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            <ul className="space-y-2">
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    href={item.href}
                    onClick={() => setOpen(false)}
                    aria-current={item.current ? 'page' : undefined}
                    className="flex gap-3 rounded-lg p-3 hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <ToolIcon tool={item.id} className="mt-0.5 shrink-0" />
                    <span>
                      <span className={item.current ? 'block font-bold' : 'block underline underline-offset-4'}>{item.label}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-300">{item.description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
