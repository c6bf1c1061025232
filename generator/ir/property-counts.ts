/**
 * An object schema's `minProperties` and `maxProperties`, for code that makes up objects (the
 * mock, generated example calls): how many optional properties fit beside the required ones,
 * and the names of the extra properties that reach the minimum (`property1`, `property2`, …),
 * none where the object is closed.
 */
import type { Schema } from './types.ts';

type ObjectSchema = Extract<Schema, { kind: 'object' }>;

export interface PropertyCounts {
  /** Optional properties that fit under `maxProperties` beside every required one (Infinity without it). */
  optionalRoom: number;
  /** The names of the extra properties an object with the `present` ones needs to reach `minProperties`. */
  extraNames(present: readonly string[]): string[];
}

export function propertyCounts(schema: ObjectSchema): PropertyCounts {
  const { minProperties, maxProperties } = schema.meta.constraints ?? {};
  const required = schema.properties.filter((property) => property.required).length;
  return {
    optionalRoom: typeof maxProperties === 'number' ? Math.max(0, maxProperties - required) : Number.POSITIVE_INFINITY,
    extraNames: (present) => {
      const names: string[] = [];
      if (typeof minProperties !== 'number' || schema.closed) return names;
      for (let index = 1; present.length + names.length < minProperties; index++) {
        const name = `property${index}`;
        if (!present.includes(name)) names.push(name);
      }
      return names;
    },
  };
}
