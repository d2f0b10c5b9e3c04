import type { ChildProcess } from "node:child_process";

export const HAPROXY_CONFIG: string;
export function appServerVariables(config?: string): string[];
export function httpsStatus(url: string, ca: Buffer | string): Promise<number>;

export interface LocalInstance {
  name: string;
  port: number;
  process: ChildProcess;
  exits: { code: number | null; signal: NodeJS.Signals | null }[];
}

export interface LocalSite {
  url: string;
  httpUrl: string;
  dir: string;
  certFile: string;
  instances: LocalInstance[];
  restartInstance(i: number): Promise<void>;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

export function startLocalSite(options: {
  env: Record<string, string>;
  certFile?: string;
  keyFile?: string;
  dir?: string;
}): Promise<LocalSite>;
