import Link from "next/link";
import type { ReactNode } from "react";

function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900 dark:bg-gray-800 dark:text-gray-100">
      {children}
    </code>
  );
}

function Command({ children }: { children: string }) {
  return (
    <pre className="mt-2 rounded-lg bg-ink-900 px-4 py-3 font-mono text-sm break-all whitespace-pre-wrap text-gray-100 dark:bg-black">
      {children}
    </pre>
  );
}

/** How an administrator connects the store calendars, from app registration to the first test. */
export function SetupInstructions() {
  return (
    <ol className="max-w-4xl list-decimal space-y-5 pl-6 text-gray-800 marker:font-bold dark:text-gray-200">
      <li>
        <strong>Register an application in Microsoft Entra ID.</strong> In the Microsoft Entra admin center,
        open App registrations and choose New registration. Name it, for example, “Allegheny Tire website”,
        choose “Accounts in this organizational directory only” and leave the redirect URI empty. The app’s
        Overview page shows the <em>Directory (tenant) ID</em> and the <em>Application (client) ID</em>.
      </li>
      <li>
        <strong>Add the calendar permissions and grant admin consent.</strong> Under API permissions, choose
        Add a permission, Microsoft Graph, <em>Application permissions</em>, and add{" "}
        <Code>Calendars.ReadWrite</Code>, <Code>Calendars.Read</Code> and <Code>User.Read.All</Code>, plus{" "}
        <Code>Mail.Send</Code> if confirmation e-mails should go out through Microsoft 365. Then choose “Grant
        admin consent”; every permission must show Granted.
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          Our specification names these Calendars.ReadWrite.Shared, Calendars.Read.Shared and User.Read.All.
          The “.Shared” variants exist only for a signed-in user; the website works without one, so Entra ID
          offers them as the application permissions above, and the app’s access tokens carry them as the
          roles Calendars.ReadWrite, Calendars.Read, User.Read.All and Mail.Send. Those are the names the
          permission checks on the Calendar System Status page look for.
        </p>
      </li>
      <li>
        <strong>Create a client secret.</strong> Under Certificates &amp; secrets, choose New client secret
        and copy its <em>Value</em> straight away: it is shown only once, and the Secret ID next to it is not
        the secret. Note the expiry date and renew the secret before then.
      </li>
      <li>
        <strong>Set the website’s settings.</strong> In the hosting platform’s secret store (never in the code
        repository), set <Code>AZURE_TENANT_ID</Code> to the directory (tenant) ID,{" "}
        <Code>AZURE_CLIENT_ID</Code> to the application (client) ID and <Code>AZURE_CLIENT_SECRET</Code> to
        the secret value. To send confirmation e-mails through Microsoft 365, also set <Code>MAIL_FROM</Code>{" "}
        to the sending mailbox (an <Code>SMTP_URL</Code>, if set, takes precedence).
      </li>
      <li>
        <strong>Restrict the app to the store mailboxes.</strong> Application permissions otherwise reach
        every mailbox in the organization. Put the eight store mailboxes (and the <Code>MAIL_FROM</Code>{" "}
        mailbox) in a mail-enabled security group, then create an application access policy in Exchange Online
        PowerShell:
        <Command>
          {
            'New-ApplicationAccessPolicy -AppId <client id> -PolicyScopeGroupId <group address> -AccessRight RestrictAccess -Description "Allegheny Tire website: store calendars only"'
          }
        </Command>
        <p className="mt-2">
          Check it with{" "}
          <Code>Test-ApplicationAccessPolicy -Identity &lt;store mailbox&gt; -AppId &lt;client id&gt;</Code>:
          Granted for a store mailbox, Denied for anyone else’s. A new policy can take an hour or more to
          apply.
        </p>
      </li>
      <li>
        <strong>Restart the website</strong> so it reads the new settings.
      </li>
      <li>
        <strong>Check the connection.</strong> Press Refresh at the top of this page: the badge should read
        Connected. Then use Test Calendar for each store, and open the{" "}
        <Link
          href="/calendar-status"
          className="font-semibold underline decoration-brand-500 decoration-2 underline-offset-4"
        >
          Calendar System Status
        </Link>{" "}
        page: every permission should be granted and every store account active.
      </li>
    </ol>
  );
}
