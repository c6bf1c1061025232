/**
 * The fast way to read a manifest: js-yaml, about ten times faster than the `yaml` parser, for
 * the manifests that use nothing but plain YAML 1.2. The `yaml` parser (read-source.ts) keeps
 * every node's position and checks versions and aliases, which a manifest with a mistake needs
 * for its messages; a valid one only needs its data, and most manifests are valid.
 *
 * So this reads the text only when nothing in it needs the full reader, and returns undefined
 * otherwise: a directive (`%YAML …`), an anchor (its aliases' expansion must be measured), a tag
 * other than the core schema's, a duplicate key, a key that is null or a collection (which the
 * two read as different text), a line break of CR alone, or any syntax error. Scalars, explicitly tagged
 * or not, resolve as the `yaml` parser resolves them in YAML 1.2's core schema (its own
 * patterns, copied below), not as js-yaml's core schema does (which also reads `1_000`, `0b1`
 * and `-0x1` as numbers); a tagged scalar they do not fit (`!!float 1`) is left to the full
 * reader too.
 */
import jsYaml from 'js-yaml';

/**
 * A scalar type of YAML 1.2's core schema, as the `yaml` package tests and resolves it. js-yaml
 * asks every type about every plain scalar, and most are words: `starts` (every character a
 * pattern can begin with) turns those away before the patterns run.
 */
function coreScalar(tag: string, starts: string, patterns: [RegExp, (text: string) => unknown][]): jsYaml.Type {
  const match = (text: string) => patterns.find(([pattern]) => pattern.test(text));
  return new jsYaml.Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string | null) => (text !== null && text.length > 0 && !starts.includes(text[0]!) ? false : match(text ?? '') !== undefined),
    construct: (text: string | null) => match(text ?? '')![1](text ?? ''),
  });
}

const CORE_1_2 = jsYaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('null', '~nN', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    coreScalar('bool', 'tTfF', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T']]),
    coreScalar('int', '0123456789+-', [
      [/^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
      [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
      [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
    ]),
    coreScalar('float', '+-.0123456789', [
      [/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity)],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
    ]),
  ],
});

/**
 * Keys the two readers turn into different text: an explicit `?` key, a null key, a collection key.
 * `(?![ \t])` only spares the regex from retrying every shorter indentation of every line (no
 * match needs one: what follows the indentation can take the blanks it gives back), which
 * halved its time on an 8 MB manifest.
 */
const ODD_KEYS = /^[ \t]*(?![ \t])(?:- +)*(?:\?(?:[ \t]|$)|(?:~|null|Null|NULL)?[ \t]*:(?:[ \t]|$)|[[{].*[\]}][ \t]*:(?:[ \t]|$))/m;

/** The manifest's data, or undefined when the text needs the full reader (see above). */
export function readPlainYaml(text: string): unknown {
  // A CR without its LF: the `yaml` parser refuses such line breaks, js-yaml takes them.
  if (/^%/m.test(text) || /\r(?!\n)/.test(text) || ODD_KEYS.test(text)) return undefined;
  try {
    return jsYaml.load(text, { schema: CORE_1_2, listener: refuseAnchors });
  } catch {
    return undefined;
  }
}

/** Stops reading at the first anchor: without anchors there can be no alias. */
function refuseAnchors(event: jsYaml.EventType, state: jsYaml.State): void {
  // The loader's state has the node's anchor; its published type leaves it out.
  if (event === 'close' && (state as jsYaml.State & { anchor: string | null }).anchor !== null) throw new Error('an anchor: read with the full reader');
}
