/**
 * What a customer's e-mail address must look like before we put it in a To or Reply-To header.
 * Dependency-free: the browser forms run the same checks as the APIs.
 */

// Characters mail software reads as address syntax (lists, display names, groups, quoting,
// comments) or silently drops would send the message somewhere else.
export const PLAIN_ADDRESS = /^[^\p{Cc}\p{Cf}\p{Z}<>()[\]\\,;:"]+$/u;

// ...and the domain must be a host name: letters, digits and inner hyphens between dots. Mail
// software rewrites anything else (e.g. "?" or "/") into some other domain while encoding it.
const HOST_LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
export const HOSTNAME_DOMAIN = new RegExp(`@(?:${HOST_LABEL}\\.)+${HOST_LABEL}$`, "u");
