'use client';

import { ReverseSearch } from './ReverseSearch';
import { RhymeSearch } from './RhymeSearch';

/** The searches for words by what they mean and how they sound, side by side. */
export default function WordFinders() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ReverseSearch />
      <RhymeSearch />
    </div>
  );
}
