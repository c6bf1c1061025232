/**
 * The stub's validators: the very `validators.ts` the server emitter writes for the manifest's
 * `schemas`, parameters and payloads, compiled in memory (TypeScript, through ts-morph, strips
 * the types) and run with this process's zod, so `sdkgen serve` checks requests (and responses)
 * exactly as a generated server does, without a `generate` step or a temporary file.
 */
import { ts } from 'ts-morph';
import * as z from 'zod/v4';
import type { Api } from '../ir/types.ts';
import { validatorsFile } from '../emit/server/validators-file.ts';
import * as uploadedFile from '../../templates/server/core/uploaded-file.ts';
import type { OperationValidators } from '../../templates/server/core/validate.ts';

export function stubValidators(api: Api): Record<string, OperationValidators> {
  const { outputText: code } = ts.transpileModule(validatorsFile(api).content, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  // Its runtime imports are zod and, for file parts, the very module the stub's multipart reader
  // makes files with; its type-only import of core/ is gone once compiled.
  const require = (specifier: string) => {
    if (specifier === 'zod/v4') return z;
    if (specifier === './core/uploaded-file.ts') return uploadedFile;
    throw new Error(`validators.ts imports ${specifier}, which the stub does not provide`);
  };
  const module: { exports: { validators?: Record<string, OperationValidators> } } = { exports: {} };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports.validators ?? {};
}
