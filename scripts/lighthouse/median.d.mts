// Types for the plain-JavaScript module (plain so Lighthouse's in-page functions stay clean).
export declare function medianRun<T>(runs: T[], key: (run: T) => number): T;
