/**
 * The `duration` format as JSON Schema defines it (RFC 3339, Appendix A: `P3DT4H5M`, `PT30S`,
 * `P2W`), the one check shared by the generated validators, the examples judged fit to show or
 * answer, and so the mock. Seconds are whole: the appendix's grammar has no fraction, and ajv
 * (Fastify, Prism) refuses Azure's `P10675199DT2H48M5.4775807S`, which ISO 8601 (zod's
 * `z.iso.duration()`) would take. The expression is ajv-formats' own.
 */
export const DURATION = /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/;
