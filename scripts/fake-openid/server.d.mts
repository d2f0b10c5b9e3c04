export interface FakeUser {
  email: string;
  name: string;
  roles: string[];
  /** How this account's ID token comes back wrong, to prove the site refuses it. */
  fault?: "other-tenant" | "bad-signature";
}

export interface FakeOpenId {
  /** The origin to set as AUTH_ENTRA_AUTHORITY. */
  authority: string;
  tenant: string;
  clientId: string;
  clientSecret: string;
  /** The self-signed certificate a site must trust (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  users: FakeUser[];
  close(): Promise<void>;
}

export const FAKE_SIGN_IN: Readonly<{
  tenant: string;
  otherTenant: string;
  clientId: string;
  clientSecret: string;
}>;
export const DEFAULT_USERS: readonly FakeUser[];
export function startFakeOpenId(options?: {
  port?: number;
  certDir?: string;
  users?: FakeUser[];
}): Promise<FakeOpenId>;
