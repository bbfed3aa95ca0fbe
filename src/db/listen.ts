// A connection of its own that LISTENs on one channel: how the server hears the
// notices the database sends (token revocations, src/db/verified-tokens.ts; ledger
// events for subscriptions, src/db/ledger-events.ts).
import pg from 'pg';

export interface ChannelListener {
  client: pg.Client;
  /** Resolves once LISTEN has taken effect; rejects (after `lost`) if it could not. */
  listening: Promise<void>;
}

/**
 * Opens a connection to `url` and LISTENs on `channel`, handing each notice's payload
 * to `onPayload`. `lost(client)` is called when the connection fails or ends, also
 * while it is being opened (more than once is possible: callers compare the client with
 * the one they hold). Reconnecting is the caller's choice.
 */
export function listenOn(
  url: string,
  applicationName: string,
  channel: string,
  onPayload: (payload: string) => void,
  lost: (client: pg.Client) => void,
): ChannelListener {
  const client = new pg.Client({ connectionString: url, application_name: applicationName, keepAlive: true });
  client.on('error', () => lost(client));
  client.on('end', () => lost(client));
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload) onPayload(message.payload);
  });
  const listening = client
    .connect()
    .then(() => client.query(`LISTEN ${channel}`))
    .then(
      () => undefined,
      (error: unknown) => {
        lost(client);
        throw error;
      },
    );
  return { client, listening };
}
