/** The part of `swagger2openapi` (which ships no types) that convert-swagger.ts uses. */
declare module 'swagger2openapi' {
  export interface ConvertOptions {
    patch?: boolean;
    warnOnly?: boolean;
    resolve?: boolean;
    direct?: boolean;
    /** Set by the converter: how many problems `patch` fixed. */
    patches?: number;
  }
  export interface ConvertResult {
    openapi: Record<string, unknown>;
    patches?: number;
  }
  export function convertObj(swagger: unknown, options: ConvertOptions): Promise<ConvertResult>;
}
