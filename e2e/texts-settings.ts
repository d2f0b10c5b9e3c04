/** The secret the test site's text webhook takes (playwright.config.ts gives it to the server). */
export const TEXTS_WEBHOOK_SECRET = "e2e-texts-webhook-secret-0123456789";
