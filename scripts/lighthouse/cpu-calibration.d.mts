// Types for the plain-JavaScript module (plain so Lighthouse's in-page functions stay clean).
export declare const referencePhoneIndex: number;
export declare function calibratedCpuMultiplier(hostBenchmarkIndex: number): number;
