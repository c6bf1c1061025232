/** Types of precompiled-templates.js (plain JavaScript, so the build script can run it too). */
export declare function templateOptions(file: string): { noEscape: boolean };
export declare function templateHash(source: string): string;
export declare function writePrecompiledTemplates(folder: URL, out: URL): void;
