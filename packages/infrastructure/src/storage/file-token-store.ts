import { join } from 'node:path';
import type { StoredToken, TokenStore } from '@tender/domain';
import { PrivateJsonFile, tenderConfigDir } from './private-json-file';
import { liveToken } from './stored-token';

export interface FileStoreOptions {
  /** Default: `$XDG_CONFIG_HOME/tender` (else `~/.config/tender`). */
  readonly dir?: string;
  readonly now?: () => number;
}

/**
 * The CLI's access token in `<config dir>/token.json`, mode 0600 (§9: the stored token). An expired or
 * malformed token loads as null, so commands ask the user to log in again.
 */
export class FileTokenStore implements TokenStore {
  readonly file: PrivateJsonFile;
  private readonly now: () => number;

  constructor(options: FileStoreOptions = {}) {
    this.file = new PrivateJsonFile(join(options.dir ?? tenderConfigDir(), 'token.json'));
    this.now = options.now ?? Date.now;
  }

  load(): StoredToken | null {
    return liveToken(this.file.read(), this.now());
  }

  save(token: StoredToken): void {
    this.file.write(token);
  }

  clear(): void {
    this.file.remove();
  }
}
