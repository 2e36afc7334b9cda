/** The component and engine files that still show English written in code (issue 24). */
export declare const NOT_YET_TRANSLATED: readonly string[];
