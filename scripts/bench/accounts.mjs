// Accounts for the login scenarios. The API refuses an account's 11th concurrent attempt from one
// address (failures are counted before the password check), so 50 connections share several accounts.
import { randomBytes } from 'node:crypto';

async function call(apiUrl, method, path, { token, body } = {}) {
  const res = await fetch(`${apiUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

export const randomPassword = () => randomBytes(15).toString('base64url'); // 20 characters

/** Signs in and returns the access token; throws with the API's answer when it refuses. */
export async function logIn(apiUrl, { email, password }) {
  const res = await call(apiUrl, 'POST', '/auth/login', { body: { email, password } });
  const token = res.json?.tokens?.accessToken;
  if (res.status !== 200 || !token) throw new Error(`login of ${email} answered ${res.status}: ${res.text}`);
  return token;
}

/**
 * Registers `count` users and approves them as the admin; returns the credentials that can sign in.
 * Registration is rate limited per address (10 an hour), so keep `count` below that.
 */
export async function createApprovedUsers(apiUrl, adminToken, count) {
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const user = { email: `bench-user-${i}@northstar.local`, password: randomPassword() };
    const res = await call(apiUrl, 'POST', '/auth/register', {
      body: { ...user, firstName: 'Bench', lastName: `User ${i}` },
    });
    if (res.status !== 201) throw new Error(`registering ${user.email} answered ${res.status}: ${res.text}`);
    users.push(user);
  }
  const pending = await call(apiUrl, 'GET', '/admin/pending-users', { token: adminToken });
  if (pending.status !== 200) throw new Error(`pending users answered ${pending.status}: ${pending.text}`);
  for (const user of users) {
    const row = pending.json.users.find((u) => u.email === user.email);
    if (!row) throw new Error(`${user.email} is not in the pending list`);
    const res = await call(apiUrl, 'POST', `/admin/approve-user/${encodeURIComponent(row.id)}`, {
      token: adminToken,
    });
    if (res.status !== 200) throw new Error(`approving ${user.email} answered ${res.status}: ${res.text}`);
  }
  return users;
}
