/**
 * Parameter and body values built to break naive encoding: every path value holds `:` (action
 * separator), `#` (fragment), `/` (segment separator), `..` (dot segment), `%` with valid and
 * invalid escapes, `?` and `&` (query), spaces and non-ASCII incl. an astral emoji. Each value
 * also names its operation and position, so a value arriving at the wrong parameter or the
 * wrong operation cannot pass for the right one.
 */
import type { Operation, Parameter, Schema } from '../../../generator/ir/types.ts';

export const DATA_URN = 'urn:ilmn:ica:region:R:data:fil.X#/a/b.txt';

export function pathValue(paramName: string, opIndex: number, position: number): string {
  if (paramName === 'dataUrn') return DATA_URN;
  return `${paramName}:${opIndex}.${position} #/a/../b?%2F%zz%&x=1 é日本🚀`;
}

/** `+`, `&`, `=` and `#` are what query encoders and decoders most often disagree on. */
export function queryText(paramName: string, opIndex: number): string {
  return `${paramName}:${opIndex} a+b&c=d#e %41%zz é🚀`;
}

/** A body exercising JSON's corners: escapes, unicode, nesting, null, numbers, empty keys. */
export function jsonBody(opName: string): unknown {
  return {
    operation: opName,
    text: 'quote " backslash \\ newline \n tab \t nul \u0000 line-sep \u2028 */ ${x} `y` </script>',
    unicode: 'é日本🚀\u200b עברית',
    numbers: [0, -1, 3.5, 1e21, Number.MAX_SAFE_INTEGER],
    flags: [true, false, null],
    nested: { a: { b: { c: [[], {}, ['deep']] } } },
    '': 'empty key',
    // A computed key makes an own property named __proto__, as JSON.parse does.
    ['__proto__']: { constructor: 'not a prototype' },
  };
}

/** A value of the parameter's declared type, and what the server hands its handler for it. */
export function scalarFor(param: Parameter, opIndex: number): { sent: unknown; received: unknown } {
  return valueOf(param.schema, param.name, opIndex);
}

function valueOf(schema: Schema, name: string, opIndex: number): { sent: unknown; received: unknown } {
  switch (schema.kind) {
    case 'integer':
      return { sent: opIndex, received: opIndex };
    case 'number':
      return { sent: opIndex + 0.5, received: opIndex + 0.5 };
    case 'boolean':
      return { sent: true, received: true };
    case 'array': {
      const item = valueOf(schema.items, name, opIndex);
      return { sent: [item.sent, item.sent], received: [item.received, item.received] };
    }
    case 'string':
      if (schema.enum?.length) return { sent: schema.enum[0], received: schema.enum[0] };
      return { sent: queryText(name, opIndex), received: queryText(name, opIndex) };
    default:
      return { sent: queryText(name, opIndex), received: queryText(name, opIndex) };
  }
}

export interface Call {
  /** The params object handed to the client method. */
  params: Record<string, unknown>;
  /** What the server's handler must receive for each part. */
  expected: {
    params: Record<string, string>;
    query: Record<string, unknown>;
    headers: Record<string, unknown>;
    body: unknown;
  };
}

/** The client call for `op` with every parameter and (if accepted) a JSON body filled in. */
export function callFor(op: Operation, opIndex: number): Call {
  const params: Record<string, unknown> = {};
  const expected: Call['expected'] = { params: {}, query: {}, headers: {}, body: undefined };
  let position = 0;
  for (const param of op.parameters) {
    if (param.in === 'path') {
      const value = pathValue(param.name, opIndex, position++);
      params[param.key] = value;
      expected.params[param.key] = value;
    } else {
      // Header values travel as Latin-1 bytes; keep them ASCII so the comparison is exact.
      const { sent, received } =
        param.in === 'header'
          ? { sent: `${param.name}-${opIndex}; a=b, "c"`, received: `${param.name}-${opIndex}; a=b, "c"` }
          : scalarFor(param, opIndex);
      params[param.key] = sent;
      expected[param.in === 'query' ? 'query' : 'headers'][param.key] = received;
    }
  }
  if (op.requestBody) {
    params.body = jsonBody(op.name);
    expected.body = jsonBody(op.name);
  }
  return { params, expected };
}
