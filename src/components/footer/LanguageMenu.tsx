'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { switchLocalePath } from '@/i18n/paths';
import { storeLocalePreference } from '@/lib/locale-preference';

export interface LanguageMenuItem {
  code: Locale;
  name: string;
  flag: string;
  /** The same page in that language, as rendered on the server. */
  href: string;
}

/**
 * The footer's language dropdown: a disclosure button showing the current language and a list
 * of real links (crawlable, usable without JavaScript). Choosing one stores the preference and
 * keeps the query and hash of the current address.
 */
export function LanguageMenu({ current, items, label }: { current: Locale; items: LanguageMenuItem[]; label: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = items.find((item) => item.code === current) ?? items[0];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: Locale) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    storeLocalePreference(code);
    // Different locales are different root layouts: a full load is what Next would do anyway.
    window.location.assign(switchLocalePath(location.pathname + location.search + location.hash, code));
  };

  if (!active) return null;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="language-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <Flag code={active.flag} />
        <span>{label}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="m6 15 6-6 6 6" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute bottom-full left-0 z-40 mb-2 max-h-80 w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {items.map((item) => (
          <li key={item.code}>
            <a
              href={item.href}
              hrefLang={item.code}
              lang={item.code}
              aria-current={item.code === current ? 'true' : undefined}
              onClick={(event) => choose(event, item.code)}
              className={`flex items-center gap-3 px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${item.code === current ? 'font-bold' : ''}`}
            >
              <Flag code={item.flag} />
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Flag({ code }: { code: string }) {
  return <img src={`/flags/${code}.svg`} alt="" width={21} height={14} loading="lazy" className="h-3.5 w-[21px] shrink-0 rounded-sm shadow-sm" />;
}
