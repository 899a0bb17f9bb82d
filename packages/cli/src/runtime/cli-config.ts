import { join } from 'node:path';
import { PrivateJsonFile } from '@tender/infrastructure/node';

/** What `tender auth login` remembers besides the token: where and as whom. Never the token itself. */
export interface CliConfig {
  readonly server?: string;
  readonly tenantId?: number;
  readonly tenantName?: string;
  readonly userName?: string;
}

/**
 * `<config dir>/config.json`, 0600 like the token beside it (the infrastructure's PrivateJsonFile). A
 * missing or corrupt file reads as empty.
 */
export class CliConfigFile {
  private readonly file: PrivateJsonFile;

  constructor(dir: string) {
    this.file = new PrivateJsonFile(join(dir, 'config.json'));
  }

  get path(): string {
    return this.file.path;
  }

  read(): CliConfig {
    const value = this.file.read();
    if (typeof value !== 'object' || value === null) return {};
    const v = value as Record<string, unknown>;
    return {
      ...(typeof v.server === 'string' ? { server: v.server } : {}),
      ...(typeof v.tenantId === 'number' ? { tenantId: v.tenantId } : {}),
      ...(typeof v.tenantName === 'string' ? { tenantName: v.tenantName } : {}),
      ...(typeof v.userName === 'string' ? { userName: v.userName } : {}),
    };
  }

  write(config: CliConfig): void {
    this.file.write(config);
  }
}
