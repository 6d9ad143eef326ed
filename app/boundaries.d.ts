// Types of app/boundaries.js, which the lint configuration loads as plain JavaScript.
export declare const APP_LAYERS: readonly (readonly string[])[];
export declare function appForbiddenFor(folder: string): string[];
export declare const CMS_LAYERS: readonly (readonly string[])[];
export declare function forbiddenFor(feature: string): string[];
export declare function importBoundaries(): object[];
