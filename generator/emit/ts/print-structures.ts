/**
 * Prints the ts-morph statement structures the emitters build (imports, interfaces, type
 * aliases, functions, classes, variable statements, JSDoc) as TypeScript text, the way
 * ts-morph's own `printStructure` does, without loading ts-morph: its import brings the whole
 * TypeScript compiler, about a quarter of a cold `generate`. Only the structure *types* come from
 * ts-morph.
 *
 * Layout within a line does not matter (the write stage formats every file); what does is
 * where ts-morph leaves a blank line, which the formatter keeps: before a function, class or
 * interface, after anything that ends with `}`, before a constructor or method, and where a
 * structure's `leadingTrivia` asks for one. test/emit/ts/print-structures.test.ts holds each
 * structure to ts-morph's output, formatted. The line and indentation rules are in code-writer.ts.
 */
import type * as TsMorph from 'ts-morph';
import { CodeWriter } from './code-writer.ts';

type Structure = { kind?: number; leadingTrivia?: unknown; docs?: unknown };
type Docs = readonly (string | TsMorph.OptionalKind<TsMorph.JSDocStructure>)[] | undefined;
type Parameter = TsMorph.OptionalKind<TsMorph.ParameterDeclarationStructure>;
type TypeParameter = string | TsMorph.OptionalKind<TsMorph.TypeParameterDeclarationStructure>;

/** ts-morph's numbers for the kinds printed here (its `StructureKind`), checked against it by the test. */
export const StructureKind = {
  Class: 2,
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
export function printStatements(statements: readonly (string | TsMorph.StatementStructures)[]): string {
  const writer = new StructurePrinter();
  writer.statements(statements);
  writer.newLine();
  return writer.text;
}

/** The structure printers, over the text rules of CodeWriter. */
class StructurePrinter extends CodeWriter {
  statements(statements: string | readonly (string | TsMorph.StatementStructures)[] | undefined): void {
    if (statements === undefined) return;
    for (const statement of typeof statements === 'string' ? [statements] : statements) {
      if (this.lastSolid === '}') this.blankLine();
      else if (!this.atBlockStart) this.newLine();
      if (typeof statement === 'string') this.write(statement);
      else this.statement(statement);
    }
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
    this.write(`${fn.isExported ? 'export ' : ''}${fn.isAsync ? 'async ' : ''}function ${fn.name ?? ''}`);
    this.signature(fn);
    this.block(() => this.statements(fn.statements as string[] | undefined));
  }

  private class(cls: TsMorph.ClassDeclarationStructure): void {
    this.head(cls);
    this.write(`${cls.isExported ? 'export ' : ''}class ${cls.name ?? ''}${typeParameters(cls.typeParameters)}${cls.extends ? ` extends ${cls.extends as string}` : ''}`);
    this.block(() => {
      cls.properties?.forEach((property, index) => {
        if (index > 0) this.newLine();
        this.head(property);
        this.write(`${modifiers(property)}${property.name}${property.hasQuestionToken ? '?' : ''}${typed(property.type as string | undefined)}${initialized(property.initializer as string | undefined)};`);
      });
      for (const ctor of cls.ctors ?? []) {
        this.blankLine();
        this.head(ctor);
        this.write(`${modifiers(ctor)}constructor`);
        this.signature(ctor);
        this.block(() => this.statements(ctor.statements as string[] | undefined));
      }
      for (const method of cls.methods ?? []) {
        this.blankLine();
        this.head(method);
        this.write(`${modifiers(method)}${method.isAsync ? 'async ' : ''}${method.name}${method.hasQuestionToken ? '?' : ''}`);
        this.signature(method);
        this.block(() => this.statements(method.statements as string[] | undefined));
      }
    });
  }

  private interface(iface: TsMorph.InterfaceDeclarationStructure): void {
    this.head(iface);
    const heritage = iface.extends === undefined ? '' : typeof iface.extends === 'string' ? iface.extends : (iface.extends as string[]).join(', ');
    this.write(`${iface.isExported ? 'export ' : ''}interface ${iface.name}${typeParameters(iface.typeParameters)}${heritage ? ` extends ${heritage}` : ''}`);
    this.block(() => {
      const members: (() => void)[] = [
        ...(iface.indexSignatures ?? []).map((index) => () => {
          this.head(index);
          this.write(`[${index.keyName ?? 'key'}: ${index.keyType ?? 'string'}]${typed(index.returnType as string | undefined)};`);
        }),
        ...(iface.properties ?? []).map((property) => () => {
          this.head(property);
          this.write(`${property.isReadonly ? 'readonly ' : ''}${property.name}${property.hasQuestionToken ? '?' : ''}${typed(property.type as string | undefined)};`);
        }),
        ...(iface.methods ?? []).map((method) => () => {
          this.head(method);
          this.write(`${method.name}${method.hasQuestionToken ? '?' : ''}`);
          this.signature(method);
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
    this.write(`${alias.isExported ? 'export ' : ''}type ${alias.name}${typeParameters(alias.typeParameters)} = ${alias.type as string};`);
  }

  private variables(statement: TsMorph.VariableStatementStructure): void {
    this.head(statement);
    const declarations = statement.declarations.map((declaration) => `${declaration.name}${typed(declaration.type as string | undefined)}${initialized(declaration.initializer as string | undefined)}`);
    this.write(`${statement.isExported ? 'export ' : ''}${statement.declarationKind ?? 'let'} ${declarations.join(', ')};`);
  }

  private import(declaration: TsMorph.ImportDeclarationStructure): void {
    this.head(declaration);
    const names = (declaration.namedImports as (string | { name: string; isTypeOnly?: boolean; alias?: string })[] | undefined)?.map((named) =>
      typeof named === 'string' ? named : `${named.isTypeOnly ? 'type ' : ''}${named.name}${named.alias ? ` as ${named.alias}` : ''}`,
    );
    const bindings = [declaration.defaultImport, declaration.namespaceImport ? `* as ${declaration.namespaceImport}` : undefined, names ? `{ ${names.join(', ')} }` : undefined].filter(Boolean);
    this.write(`import ${declaration.isTypeOnly ? 'type ' : ''}${bindings.join(', ')}${bindings.length ? ' from ' : ''}'${declaration.moduleSpecifier}';`);
  }

  /** `<T>(a: A, b?: B): R` of a function, method or constructor. */
  private signature(node: { typeParameters?: TypeParameter[]; parameters?: Parameter[]; returnType?: unknown }): void {
    const parameters = (node.parameters ?? []).map((p) => `${p.isRestParameter ? '...' : ''}${p.name}${p.hasQuestionToken ? '?' : ''}${typed(p.type as string | undefined)}${initialized(p.initializer as string | undefined)}`);
    this.write(`${typeParameters(node.typeParameters)}(${parameters.join(', ')})${typed(node.returnType as string | undefined)}`);
  }
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
