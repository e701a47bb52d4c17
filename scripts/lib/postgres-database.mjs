// A throwaway database on a PostgreSQL server, for the scripts that run the app on PostgreSQL
// without touching the databases the tests or anyone else use.
import pg from 'pg';

/** The server the scripts use: TEST_DATABASE_URL's, or the local one as root. */
export const pgServerUrl = process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';

/** Creates database `name` on the server, and returns its URL and the way to drop it (connections and all). */
export async function freshDatabase(name, serverUrl = pgServerUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    url,
    /** One query on the new database, on a connection of its own (closed afterwards). */
    query: async (text, values) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
