import type { ReactNode } from 'react';

export interface ErrorViewProps {
  /** Defaults to 500: an error that names no status is an internal one. */
  statusCode?: number;
  statusMessage: string;
  /** The status line, e.g. "Error 404". */
  statusLabel: string;
  description: ReactNode;
  children?: ReactNode;
}

/** The error page body shared by the 404 page and the error boundary. */
export function ErrorView({ statusCode = 500, statusMessage, statusLabel, description, children }: ErrorViewProps) {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center" data-testid="error-view" data-status={statusCode}>
      <p className="text-6xl font-black text-accent" aria-hidden="true">
        {statusCode}
      </p>
      <p className="sr-only">{statusLabel}</p>
      <h1 className="mt-4 text-3xl font-bold">{statusMessage}</h1>
      <div className="mt-4 text-slate-700 dark:text-slate-300">{description}</div>
      {children}
    </div>
  );
}
