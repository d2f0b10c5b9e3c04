/**
 * Collects a request's body, keeping at most `maxBytes`, then calls `done` with its text, or with
 * null when the body was larger (each server answers that in its own way).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} maxBytes
 * @param {(text: string | null) => void} done
 */
export function onBody(req, maxBytes, done) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  req.on("data", (/** @type {Buffer} */ chunk) => {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  });
  req.on("end", () => done(size > maxBytes ? null : Buffer.concat(chunks).toString("utf8")));
}
