/**
 * Form and multipart text fields as the server runtime converts them, through the public
 * functions: one text value to its declared scalar (templates/server/core/scalar-text.ts),
 * decoded fields to the request body's shape (field-shape.ts), and a URL-encoded form decoded
 * with its limits (form-body.ts). Each row is a given/want pair; failures are the exact 400 a
 * client gets. Edges a mutation run showed untested.
 */
import { describe, expect, it } from 'vitest';
import { coerceFields } from '../../../templates/server/core/field-shape.ts';
import { decodeFields, parseForm } from '../../../templates/server/core/form-body.ts';
import { scalarFromText } from '../../../templates/server/core/scalar-text.ts';
import type { FieldShape } from '../../../templates/server/core/service.ts';
import { problemFields } from './support/problems.ts';


describe('scalarFromText', () => {
  it.each<[string, string, unknown]>([
    ['integer', '12', 12],
    ['integer', '-7', -7],
    ['integer', '0', 0],
    ['number', '1.5', 1.5],
    ['number', ' 2 ', 2],
    ['number', '1e3', 1000],
    ['number', '-0.25', -0.25],
    ['boolean', 'true', true],
    ['boolean', 'false', false],
    ['string', ' a b ', ' a b '],
    ['string', '', ''],
    ['unknown', '12', '12'],
  ])('%s from %j is %j', (type, text, value) => {
    expect(scalarFromText(text, type)).toEqual({ ok: true, value });
  });

  it.each<[string, string, string]>([
    ['integer', '1.5', 'must be an integer'],
    ['integer', 'a12', 'must be an integer'],
    ['integer', '12a', 'must be an integer'],
    ['integer', '', 'must be an integer'],
    ['integer', '-', 'must be an integer'],
    ['integer', '+1', 'must be an integer'],
    ['number', '', 'must be a number'],
    ['number', '   ', 'must be a number'],
    ['number', 'abc', 'must be a number'],
    ['number', 'Infinity', 'must be a number'],
    ['number', '1e999', 'must be a number'],
    ['boolean', 'TRUE', 'must be true or false'],
    ['boolean', 'yes', 'must be true or false'],
    ['boolean', '', 'must be true or false'],
  ])('%s from %j fails: %s', (type, text, reason) => {
    expect(scalarFromText(text, type)).toEqual({ ok: false, reason });
  });
});

describe('coerceFields', () => {
  const order: FieldShape = {
    properties: { count: 'integer', price: 'number', paid: 'boolean', tags: { items: 'integer' }, meta: { properties: { n: 'integer' } }, file: 'file' },
    additional: 'boolean',
  };

  it.each<[string, unknown, FieldShape | undefined, unknown]>([
    ['no shape: as decoded', { a: '1' }, undefined, { a: '1' }],
    ['unknown: as decoded', { a: ['1', '2'] }, 'unknown', { a: ['1', '2'] }],
    ['unknown: a list stays a list', ['1', '2'], 'unknown', ['1', '2']],
    ['a file stays as it is, even a list', ['x', 'y'], 'file', ['x', 'y']],
    ['a scalar from the last of repeated values', ['1', '2', '3'], 'integer', 3],
    ['a scalar that is not text stays', { n: '1' }, 'integer', { n: '1' }],
    ['a string stays text', '007', 'string', '007'],
    ['declared properties converted, undeclared by `additional`', { count: '3', price: '1.5', paid: 'true', extra: 'false' }, order, { count: 3, price: 1.5, paid: true, extra: false }],
    ['a property named like a prototype member is undeclared', { toString: 'true' }, order, { toString: true }],
    ['undeclared properties stay text without `additional`', { x: '1' }, { properties: {} }, { x: '1' }],
    ['repeated names make a list', { tags: ['1', '2'] }, order, { tags: [1, 2] }],
    ['one value is a list of one', { tags: '5' }, order, { tags: [5] }],
    ['an empty value is an empty list', { tags: '' }, order, { tags: [] }],
    ['no value is an empty list', undefined, { items: 'integer' }, []],
    ['indexes in numeric order; other keys dropped', { tags: { 10: '3', 2: '2', 1: '1', x: '9', a1: '8', '1a': '7' } }, order, { tags: [1, 2, 3] }],
    ['indexes with leading zeros by their number', { tags: { 10: '3', '02': '2', 1: '1' } }, order, { tags: [1, 2, 3] }],
    ['a nested object', { meta: { n: '4' } }, order, { meta: { n: 4 } }],
    ['a list of objects', [{ n: '1' }, { n: '2' }], { items: { properties: { n: 'integer' } } }, [{ n: 1 }, { n: 2 }]],
    // The generated client sends an object field of a multipart body as JSON text.
    ['an object as JSON text, its values kept as typed', { meta: ' {"n": 4, "x": "y"}' }, order, { meta: { n: 4, x: 'y' } }],
    ['an object as JSON text with text to convert', { meta: '{"n":"5"}' }, order, { meta: { n: 5 } }],
    ['a list of objects as JSON text fields', ['{"n":1}', '{"n":2}'], { items: { properties: { n: 'integer' } } }, [{ n: 1 }, { n: 2 }]],
  ])('%s', (_name, value, shape, want) => {
    expect(coerceFields(value, shape)).toEqual(want);
  });

  it.each<[string, unknown, FieldShape, string, string]>([
    ['a top-level field', { count: 'x' }, order, 'count', 'Field count must be an integer.'],
    ['a nested field, with brackets', { meta: { n: '1.5' } }, order, 'meta[n]', 'Field meta[n] must be an integer.'],
    ['a list item, by index', { tags: ['1', 'two'] }, order, 'tags[1]', 'Field tags[1] must be an integer.'],
    ['an undeclared field by `additional`', { extra: 'maybe' }, order, 'extra', 'Field extra must be true or false.'],
    ['text where an object belongs', { meta: 'x' }, order, 'meta', 'Field meta must be an object.'],
    ['JSON text of a list where an object belongs', { meta: '[1]' }, order, 'meta', 'Field meta must be an object.'],
    ['JSON text that does not parse', { meta: '{"n":' }, order, 'meta', 'Field meta must be an object.'],
    ['a list where an object belongs', { meta: ['x'] }, order, 'meta', 'Field meta must be an object.'],
    ['a body that is not an object', 'x', order, '', 'Field (body) must be an object.'],
    ['null where an object belongs', null, order, '', 'Field (body) must be an object.'],
  ])('400 for %s', (_name, value, shape, field, detail) => {
    expect(problemFields(() => coerceFields(value, shape))).toEqual({ status: 400, kind: 'invalid-body', detail, extensions: { field } });
  });

  it('lenient: text that does not convert, and text where an object belongs, are kept', () => {
    expect(coerceFields({ count: 'x', meta: 'y', tags: ['1', 'z'] }, order, '', true)).toEqual({ count: 'x', meta: 'y', tags: [1, 'z'] });
  });
});

describe('parseForm and decodeFields', () => {
  it.each<[string, string, FieldShape | undefined, unknown]>([
    ['brackets nest', 'metadata[order]=7&a[b][c]=x', undefined, { metadata: { order: '7' }, a: { b: { c: 'x' } } }],
    ['repeated names and [] make lists', 'a=1&a=2&b[]=3', undefined, { a: ['1', '2'], b: ['3'] }],
    ['then the shape converts', 'count=3&meta[n]=4&tags[0]=1&tags[1]=2', { properties: { count: 'integer', meta: { properties: { n: 'integer' } }, tags: { items: 'integer' } } }, { count: 3, meta: { n: 4 }, tags: [1, 2] }],
    ['ten levels deep', 'a[b][c][d][e][f][g][h][i][j][k]=x', undefined, { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: { k: 'x' } } } } } } } } } } }],
    ['deeper than ten, the rest stays one key', 'a[b][c][d][e][f][g][h][i][j][k][l]=x', undefined, { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: { k: { '[l]': 'x' } } } } } } } } } } } }],
    ['an index up to 1000 is a list', 'a[999]=x', undefined, { a: ['x'] }],
    ['an index past 1000 is an object key', 'a[1001]=x', undefined, { a: { 1001: 'x' } }],
    ['prototype names are refused', '__proto__[x]=1&a[__proto__][y]=2', undefined, { a: {} }],
    // Cambase declares Rails' flat names as properties: `model[model]` is one field, not a nested one.
    [
      'a declared name with brackets is that field',
      'model%5Bmodel%5D=M+1&model[shape]=dome&vendor_id=7&model[shape]=box&other[x]=1&model[ptz]',
      { properties: { 'model[model]': 'string', 'model[shape]': { items: 'string' }, 'model[ptz]': 'string', vendor_id: 'integer' } },
      { 'model[model]': 'M 1', 'model[shape]': ['dome', 'box'], 'model[ptz]': '', vendor_id: 7, other: { x: '1' } },
    ],
    ['a broken escape in a declared name stays as written', 'a[b]=%E0%A4%A&a[c]=1', { properties: { 'a[b]': 'string' } }, { 'a[b]': '%E0%A4%A', a: { c: '1' } }],
  ])('%s', (_name, text, shape, want) => {
    expect(parseForm(text, shape)).toEqual(want);
  });

  it('keeps member names of Object.prototype, in objects without a prototype', () => {
    const fields = decodeFields('toString=1&a[hasOwnProperty]=2');
    expect(fields).toEqual({ toString: '1', a: { hasOwnProperty: '2' } });
    expect(Object.getPrototypeOf(fields)).toBeNull();
  });

  it('reads at most 10,000 fields', () => {
    const text = Array.from({ length: 10_001 }, (_, i) => `f${i}=${i}`).join('&');
    const fields = decodeFields(text);
    expect(Object.keys(fields)).toHaveLength(10_000);
    expect(fields.f9999).toBe('9999');
  });

  it('reads at most 10,000 fields when some names are declared with brackets', () => {
    const text = Array.from({ length: 10_001 }, () => 'a[b]=1').join('&');
    expect(decodeFields(text, { properties: { 'a[b]': { items: 'string' } } })['a[b]']).toHaveLength(10_000);
  });

  it('lenient only when asked: text that does not convert', () => {
    const shape: FieldShape = { properties: { n: 'integer' } };
    expect(parseForm('n=x', shape, true)).toEqual({ n: 'x' });
    expect(problemFields(() => parseForm('n=x', shape))).toMatchObject({ status: 400, detail: 'Field n must be an integer.' });
  });
});
