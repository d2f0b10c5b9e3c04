export function postgresBin(): string;
export function freePort(): Promise<number>;
export function startThrowawayPostgres(options?: {
  maxConnections?: number;
  durable?: boolean;
}): Promise<{ url: string; bin: string; stop(): void }>;
export function createDatabase(serverUrl: string, prefix?: string): Promise<string>;
