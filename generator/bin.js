#!/usr/bin/env node
// Entry point of the `sdkgen` bin: loads the TypeScript CLI through tsx, so there is no build step.
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
