'use client';

export { ErrorBoundaryPage as default } from '@/components/errors/ErrorBoundaryPage';
