/**
 * Raised when `sdkgen generate` will not write to the output folder it was given. The message
 * names the folder and says why; the CLI prints it and exits 1, with nothing created or removed.
 */
export class OutputFolderError extends Error {
  override name = 'OutputFolderError';

  constructor(folder: string, reason: string, hint: string) {
    super(`refusing to write to ${folder}: ${reason}. ${hint}.`);
  }
}
