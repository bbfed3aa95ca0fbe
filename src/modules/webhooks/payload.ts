// What a receiver gets (docs/webhooks.md): the alert row as canonical JSON (RFC 8785,
// so every retry sends the very same bytes), signed per the Standard Webhooks
// specification with the endpoint's secret: `webhook-id` is the alert's id (the same on
// every retry and redelivery, so receivers deduplicate by it), `webhook-timestamp` the
// attempt's time in seconds, `webhook-signature` `v1,<base64 HMAC-SHA256>` of
// `id.timestamp.body`, computed by the `standardwebhooks` library.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { canonicalJson } from '../../domain/canonical.js';
import type { AlertKind } from '../../domain/enums.js';

export interface AlertPayloadRow {
  id: string;
  projectId: string;
  ruleDigest: string;
  kind: AlertKind;
  subject: string;
  transitionAt: Date;
  reportDigest: string;
  details: unknown;
  raisedAt: Date;
}

export const PAYLOAD_TYPE = 'alert.raised';

/** The body of every delivery of `alert`, byte for byte. */
export function webhookBody(alert: AlertPayloadRow): string {
  return canonicalJson({
    type: PAYLOAD_TYPE,
    timestamp: alert.raisedAt.toISOString(),
    data: {
      id: alert.id,
      projectId: alert.projectId,
      ruleDigest: alert.ruleDigest,
      kind: alert.kind,
      subject: alert.subject,
      transitionAt: alert.transitionAt.toISOString(),
      reportDigest: alert.reportDigest,
      details: alert.details,
      raisedAt: alert.raisedAt.toISOString(),
    },
  });
}

export function signedHeaders(secret: string, alertId: string, body: string, at: Date): Record<string, string> {
  return {
    'webhook-id': alertId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(alertId, at, body),
  };
}

/** A new endpoint secret in the Standard Webhooks format: `whsec_` and 32 random bytes in base64. */
export function newEndpointSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
