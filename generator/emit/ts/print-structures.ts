/**
 * Prints the ts-morph statement structures the emitters build (imports, interfaces, type
 * aliases, functions, classes, variable statements, JSDoc) as TypeScript text, the way
 * ts-morph's own `printStructure` does, without loading ts-morph: its import brings the whole
 * TypeScript compiler, about a quarter of a cold `generate`. Only the structure *types* come from
 * ts-morph.
 *
 * `printStatements` prints roughly, for the write stage to format; what matters there is where
 * ts-morph leaves a blank line, which the formatter keeps: before a function, class or
 * interface, after anything that ends with `}`, before a constructor or method, and where a
 * structure's `leadingTrivia` asks for one. test/emit/ts/print-structures.test.ts holds each
 * structure to ts-morph's output, formatted. The line and indentation rules are in code-writer.ts.
 *
 * `printFinalStatements` also lays out imports, exports, signatures, calls, type aliases,
 * interface members, object types and data constants as prettier does (layouts.ts,
 * object-type-layout.ts), and says whether the whole file came out final: then the write stage
 * does not format it (the client's operation, resource and index files, its type declarations,
 * the handler inputs). Anything it does not lay out (a statement of several lines, an object
 * type inside a generic) leaves the file to the formatter.
 */
import type * as TsMorph from 'ts-morph';
import { stringWidth } from '../../write/aligned-tables.ts';
import { CodeWriter } from './code-writer.ts';
import { inlineLiteral } from './literal.ts';
import { PRINT_WIDTH } from '../../write/prettier-options.ts';
import { callText, dataDeclarationText, exportText, importText, type Laid, laidOutCall, laidOutData, signatureText, typeAliasText } from './layouts.ts';
import { objectMemberText, objectTypeAfter } from './object-type-layout.ts';

type Structure = { kind?: number; leadingTrivia?: unknown; docs?: unknown };
type Docs = readonly (string | TsMorph.OptionalKind<TsMorph.JSDocStructure>)[] | undefined;
type Parameter = TsMorph.OptionalKind<TsMorph.ParameterDeclarationStructure>;
type TypeParameter = string | TsMorph.OptionalKind<TsMorph.TypeParameterDeclarationStructure>;

/** ts-morph's numbers for the kinds printed here (its `StructureKind`), checked against it by the test. */
export const StructureKind = {
  Class: 2,
  ExportDeclaration: 11,
  Function: 13,
  ImportDeclaration: 16,
  Interface: 19,
  SourceFile: 36,
  TypeAlias: 38,
  VariableStatement: 41,
} as const;

/** ts-morph's `VariableDeclarationKind` values, typed as its (string) enum's members. */
export const VariableDeclarationKind = {
  Var: 'var' as TsMorph.VariableDeclarationKind.Var,
  Let: 'let' as TsMorph.VariableDeclarationKind.Let,
  Const: 'const' as TsMorph.VariableDeclarationKind.Const,
};

/** A source file of `statements` as text, ending with a newline. */
export function printStatements(statements: readonly Statement[]): string {
  const writer = new StructurePrinter(false);
  writer.statements(statements);
  writer.newLine();
  return writer.text;
}

/**
 * A source file of `statements`, and whether it is final: laid out as prettier would lay it out
 * (layouts.ts), no line of code past the print width, nothing whose layout was left to a formatter.
 */
export function printFinalStatements(statements: readonly Statement[]): { text: string; final: boolean } {
  const writer = new StructurePrinter(true);
  writer.statements(statements);
  writer.newLine();
  const text = writer.text;
  return { text, final: writer.final && codeFitsWidth(text, writer.longLines) };
}

type Statement = string | TsMorph.WriterFunction | TsMorph.StatementStructures;

/**
 * Whether every line of code fits in the print width, but for `longLines` (trimmed), which
 * prettier too leaves long. Comment lines (`//`, and `/**`, ` * `, ` *\/` of doc comments: no
 * line of code starts with `*`) are left as written by prettier.
 */
function codeFitsWidth(text: string, longLines: ReadonlySet<string>): boolean {
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (end - start > PRINT_WIDTH) {
      const line = text.slice(start, end);
      const code = line.trimStart();
      if (!/^(?:\/\/|\/\*|\*)/.test(code) && stringWidth(line) > PRINT_WIDTH && !longLines.has(code)) return false;
    }
    start = end + 1;
  }
  return true;
}

/** The structure printers, over the text rules of CodeWriter. */
class StructurePrinter extends CodeWriter {
  /** False once something was printed whose final layout only a formatter gives. */
  final = true;
  /** Lines (trimmed) that prettier too leaves past the print width. */
  readonly longLines = new Set<string>();

  /** `layOut`: print in prettier's layout (layouts.ts), else roughly, for a formatter to lay out. */
  constructor(private readonly layOut: boolean) {
    super();
  }

  statements(statements: string | TsMorph.WriterFunction | readonly Statement[] | undefined): void {
    if (statements === undefined) return;
    for (const statement of typeof statements === 'string' || typeof statements === 'function' ? [statements] : statements) {
      if (this.lastSolid === '}') this.blankLine();
      else if (!this.atBlockStart) this.newLine();
      const call = laidOutCall(statement);
      if (call) this.write(this.laidOut(() => callText(call, this.indentation), () => `${call.prefix}${call.callee}${call.typeArguments}(${call.args.join(', ')});`));
      else if (typeof statement === 'function') throw new Error('print-structures: only laid-out writer functions are printed');
      else if (typeof statement === 'string') this.write(this.singleLine(statement));
      else this.statement(statement);
    }
  }

  /** The text a layout gave, else the rough text, and the file is left to the formatter. */
  private laidOut(layout: () => Laid | undefined, rough: () => string): string {
    // Once something in the file was left to the formatter, the rest is printed roughly too.
    const laid = this.layOut && this.final ? layout() : undefined;
    if (laid !== undefined) {
      for (const line of laid.longLines) this.longLines.add(line);
      return laid.text;
    }
    this.final = false;
    return rough();
  }

  /** Text that is final only on one line (or as a block `{ … }` a formatter would reindent). */
  private singleLine(text: string): string {
    if (text.includes('\n')) this.final = false;
    return text;
  }

  private statement(statement: TsMorph.StatementStructures): void {
    switch (statement.kind as number) {
      case StructureKind.Function:
        this.blankLine();
        return this.function(statement as TsMorph.FunctionDeclarationStructure);
      case StructureKind.Class:
        this.blankLine();
        return this.class(statement as TsMorph.ClassDeclarationStructure);
      case StructureKind.Interface:
        this.blankLine();
        return this.interface(statement as TsMorph.InterfaceDeclarationStructure);
      case StructureKind.TypeAlias:
        return this.typeAlias(statement as TsMorph.TypeAliasDeclarationStructure);
      case StructureKind.VariableStatement:
        return this.variables(statement as TsMorph.VariableStatementStructure);
      case StructureKind.ImportDeclaration:
        return this.import(statement as TsMorph.ImportDeclarationStructure);
      case StructureKind.ExportDeclaration:
        return this.export(statement as TsMorph.ExportDeclarationStructure);
      default:
        throw new Error(`print-structures: no printer for structure kind ${statement.kind}`);
    }
  }

  /** What every structure starts with: a requested blank line, then its doc comments. */
  private head(structure: Structure): void {
    if (typeof structure.leadingTrivia === 'function') (structure.leadingTrivia as (writer: CodeWriter) => void)(this);
    else if (structure.leadingTrivia !== undefined) throw new Error('print-structures: only writer-function trivia is printed');
    for (const doc of (structure.docs as Docs) ?? []) {
      this.doc(typeof doc === 'string' ? doc : (doc.description as string | undefined) ?? '');
      this.newLine();
    }
  }

  private doc(text: string): void {
    const lines = text.split(/\r?\n/);
    if (lines.length <= 1) return this.write(`/** ${lines[0]} */`);
    const body = lines[0] === '' ? lines.slice(1) : lines;
    this.write(`/**\n${body.map((line) => (line === '' ? ' *' : ` * ${line}`)).join('\n')}\n */`);
  }

  private function(fn: TsMorph.FunctionDeclarationStructure): void {
    this.head(fn);
    this.signature(`${fn.isExported ? 'export ' : ''}${fn.isAsync ? 'async ' : ''}function ${fn.name ?? ''}`, fn, ' {');
    this.block(() => this.statements(fn.statements as Statement[] | undefined));
  }

  private class(cls: TsMorph.ClassDeclarationStructure): void {
    this.head(cls);
    this.write(`${cls.isExported ? 'export ' : ''}class ${cls.name ?? ''}${typeParameters(cls.typeParameters)}${cls.extends ? ` extends ${cls.extends as string}` : ''}`);
    this.block(() => {
      cls.properties?.forEach((property, index) => {
        if (index > 0) this.newLine();
        this.head(property);
        this.write(this.singleLine(`${modifiers(property)}${property.name}${property.hasQuestionToken ? '?' : ''}${typed(property.type as string | undefined)}${initialized(property.initializer as string | undefined)};`));
      });
      for (const ctor of cls.ctors ?? []) {
        this.blankLine();
        this.head(ctor);
        this.signature(`${modifiers(ctor)}constructor`, ctor, ' {');
        this.block(() => this.statements(ctor.statements as Statement[] | undefined));
      }
      for (const method of cls.methods ?? []) {
        this.blankLine();
        this.head(method);
        this.signature(`${modifiers(method)}${method.isAsync ? 'async ' : ''}${method.name}${method.hasQuestionToken ? '?' : ''}`, method, ' {');
        this.block(() => this.statements(method.statements as Statement[] | undefined));
      }
    });
  }

  private interface(iface: TsMorph.InterfaceDeclarationStructure): void {
    this.head(iface);
    const heritage = iface.extends === undefined ? '' : typeof iface.extends === 'string' ? iface.extends : (iface.extends as string[]).join(', ');
    const header = `${iface.isExported ? 'export ' : ''}interface ${iface.name}${typeParameters(iface.typeParameters)}${heritage ? ` extends ${heritage}` : ''}`;
    // A long name alone cannot break; type parameters or heritage could.
    if (!iface.typeParameters?.length && !heritage) this.longLines.add(`${header} {`);
    this.write(header);
    this.block(() => {
      const members: (() => void)[] = [
        ...(iface.indexSignatures ?? []).map((index) => () => {
          this.head(index);
          this.write(this.singleLine(`[${index.keyName ?? 'key'}: ${index.keyType ?? 'string'}]${typed(index.returnType as string | undefined)};`));
        }),
        ...(iface.properties ?? []).map((property) => () => {
          this.head(property);
          const name = `${property.isReadonly ? 'readonly ' : ''}${property.name}${property.hasQuestionToken ? '?' : ''}`;
          const type = property.type as string | undefined;
          if (type === undefined) this.write(`${name};`);
          else this.write(this.laidOut(() => objectMemberText(name, type, this.indentation), () => `${name}: ${type};`));
        }),
        ...(iface.methods ?? []).map((method) => () => {
          this.head(method);
          this.signature(`${method.name}${method.hasQuestionToken ? '?' : ''}`, method, ';');
          this.write(';');
        }),
      ];
      members.forEach((member, index) => {
        if (index > 0) this.newLine();
        member();
      });
    });
  }

  private typeAlias(alias: TsMorph.TypeAliasDeclarationStructure): void {
    this.head(alias);
    const head = `${alias.isExported ? 'export ' : ''}type ${alias.name}${typeParameters(alias.typeParameters)}`;
    const type = alias.type as string;
    const layout = type.includes('\n') ? () => objectTypeAfter(head, ' =', type, this.indentation) : () => typeAliasText(head, type, this.indentation);
    this.write(this.laidOut(layout, () => `${head} = ${type};`));
  }

  private variables(statement: TsMorph.VariableStatementStructure): void {
    this.head(statement);
    const keyword = `${statement.isExported ? 'export ' : ''}${statement.declarationKind ?? 'let'} `;
    const [only, ...others] = statement.declarations;
    const data = others.length === 0 ? laidOutData(only?.initializer) : undefined;
    if (only && data) {
      const head = `${keyword}${only.name}${typed(only.type as string | undefined)}`;
      this.write(this.laidOut(() => dataDeclarationText(head, data.data, this.indentation), () => `${head} = ${inlineLiteral(data.data)};`));
      return;
    }
    const declarations = statement.declarations.map((declaration) => `${declaration.name}${typed(declaration.type as string | undefined)}${initialized(declaration.initializer as string | undefined)}`);
    this.write(this.singleLine(`${keyword}${declarations.join(', ')};`));
  }

  private import(declaration: TsMorph.ImportDeclarationStructure): void {
    this.head(declaration);
    const names = specifierTexts(declaration.namedImports);
    if (names && names.length > 0 && !declaration.defaultImport && !declaration.namespaceImport) {
      this.write(this.laidOut(() => importText(names, declaration.moduleSpecifier, declaration.isTypeOnly === true), () => `import ${declaration.isTypeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${declaration.moduleSpecifier}';`));
      return;
    }
    const bindings = [declaration.defaultImport, declaration.namespaceImport ? `* as ${declaration.namespaceImport}` : undefined, names ? `{ ${names.join(', ')} }` : undefined].filter(Boolean);
    this.write(this.singleLine(`import ${declaration.isTypeOnly ? 'type ' : ''}${bindings.join(', ')}${bindings.length ? ' from ' : ''}'${declaration.moduleSpecifier}';`));
  }

  /** `export { A, type B } from './a.ts';`: named exports from a module, the only kind generated. */
  private export(declaration: TsMorph.ExportDeclarationStructure): void {
    this.head(declaration);
    const names = specifierTexts(declaration.namedExports);
    if (!names?.length || declaration.moduleSpecifier === undefined || declaration.isTypeOnly) throw new Error('print-structures: only named exports from a module are printed');
    const module = declaration.moduleSpecifier;
    this.write(this.laidOut(() => exportText(names, module), () => `export { ${names.join(', ')} } from '${module}';`));
  }

  /**
   * `name<T>(a: A, b?: B): R` of a function, method or constructor (`name` with what precedes it),
   * laid out as if followed by `end` (` {` or `;`), which is not written.
   */
  private signature(name: string, node: { typeParameters?: TypeParameter[]; parameters?: Parameter[]; returnType?: unknown }, end: string): void {
    const parameters = (node.parameters ?? []).map((p) => `${p.isRestParameter ? '...' : ''}${p.name}${p.hasQuestionToken ? '?' : ''}${typed(p.type as string | undefined)}${initialized(p.initializer as string | undefined)}`);
    const head = `${name}${typeParameters(node.typeParameters)}`;
    const returns = typed(node.returnType as string | undefined);
    const multiLine = parameters.some((p) => p.includes('\n')) || returns.includes('\n');
    const laidOut = this.laidOut(
      () => (multiLine ? undefined : signatureText(head, parameters, returns, end, this.indentation)),
      () => `${head}(${parameters.join(', ')})${returns}${end}`,
    );
    this.write(laidOut.slice(0, -end.length));
  }
}

/** Named imports or exports as written between the braces: `A`, `type B`, `C as D`. */
function specifierTexts(specifiers: unknown): string[] | undefined {
  return (specifiers as (string | { name: string; isTypeOnly?: boolean; alias?: string })[] | undefined)?.map((named) =>
    typeof named === 'string' ? named : `${named.isTypeOnly ? 'type ' : ''}${named.name}${named.alias ? ` as ${named.alias}` : ''}`,
  );
}

function typeParameters(list: readonly TypeParameter[] | undefined): string {
  if (!list?.length) return '';
  const printed = list.map((p) => (typeof p === 'string' ? p : `${p.name}${p.constraint ? ` extends ${p.constraint as string}` : ''}${p.default ? ` = ${p.default as string}` : ''}`));
  return `<${printed.join(', ')}>`;
}

function modifiers(member: { scope?: string; isStatic?: boolean; isReadonly?: boolean }): string {
  return `${member.scope ? `${member.scope} ` : ''}${member.isStatic ? 'static ' : ''}${member.isReadonly ? 'readonly ' : ''}`;
}

const typed = (type: string | undefined) => (type ? `: ${type}` : '');
const initialized = (initializer: string | undefined) => (initializer ? ` = ${initializer}` : '');
