/** The label keys of a language module (English's, in its order). */
export declare function labelKeys(code: string): string[];
/** A language module's code with its labels packed in the order of `keys`; throws on a missing or extra key. */
export declare function packLabels(code: string, keys: readonly string[]): string;
/** Packs every language of `dist/locales` but English, in place; returns how many. */
export declare function packLocales(dist: string): number;
