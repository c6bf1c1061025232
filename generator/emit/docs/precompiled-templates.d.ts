/** Types of precompiled-templates.js (plain JavaScript, so the build script can run it too). */
export declare function templateOptions(file: string): { noEscape: boolean; knownHelpers: Record<string, boolean>; knownHelpersOnly: boolean };
export declare function templateHash(file: string, source: string): string;
export declare function writePrecompiledTemplates(folder: URL, out: URL): void;
