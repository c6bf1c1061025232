/**
 * Pins manifests to YAML 1.2 (the `%YAML` directive). Under `%YAML 1.1` the same text means
 * other data: `<<` merges mappings, `010` is 8 and `yes` is true. The parser is told to read
 * 1.2 whatever the file says, and a file that asks for another version is refused, so that no
 * manifest can depend on the difference.
 */

/** Parser options that keep YAML 1.2 core-schema semantics even under a `%YAML 1.1` directive. */
export const YAML_1_2 = { version: '1.2', schema: 'core', merge: false } as const;

export interface VersionProblem {
  /** Character offset of the directive in the text. */
  offset: number;
  message: string;
}

/** The `%YAML` directive of `text` when it names a version other than 1.2, else undefined. */
export function unsupportedYamlVersion(text: string): VersionProblem | undefined {
  // Directives stand before the first `---`, each at the start of a line. The parser's own
  // record is no help: it keeps 1.2 for a version it does not know, such as 1.3.
  const prologueEnd = /^---/m.exec(text)?.index ?? text.length;
  const directive = /^%YAML[ \t]+([^\s#]*)/m.exec(text.slice(0, prologueEnd));
  if (!directive || directive[1] === '1.2') return undefined;
  return {
    offset: directive.index,
    message: `expected YAML 1.2, got a "%YAML ${directive[1]}" directive; remove it (merge keys, octal 010 and yes/no booleans are not YAML 1.2)`,
  };
}
