import { describe, expect, it } from 'vitest';
import { createAccessCode, updateAccessCode } from '../../../test/factories/access-codes';
import { createAdminUser } from '../../../test/factories/admin-users';
import { setupTestApp } from '../../../test/helpers/test-app';
import { connect } from '../../../test/helpers/test-socket';

const t = setupTestApp();

async function customerToken(): Promise<{ token: string; id: number }> {
  const { id } = await createAccessCode(t);
  return { token: t.app.tokens.issueCustomerToken(id).token, id };
}

describe('/ws', () => {
  it('closes with 4401 after an error frame without a token or with a bad one', async () => {
    for (const path of ['/ws', '/ws?token=', '/ws?token=garbage', '/ws?token=a&token=b']) {
      const client = await connect(t.app, path);
      expect(await client.next()).toEqual({ type: 'error', data: { detail: 'Not authenticated' } });
      expect((await client.closed).code).toBe(4401);
    }
  });

  it('refuses the token of a code deactivated since it was issued', async () => {
    const { token, id } = await customerToken();
    await updateAccessCode(t.db, id, { isActive: false });
    const client = await connect(t.app, `/ws?token=${token}`);
    expect((await client.next()).type).toBe('error');
    expect((await client.closed).code).toBe(4401);
  });

  it('greets a customer in the products room and answers ping with pong', async () => {
    const { token } = await customerToken();
    const client = await connect(t.app, `/ws?token=${token}`);
    expect(await client.next()).toEqual({
      type: 'connection',
      data: { kind: 'customer', rooms: ['products'] },
    });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong', data: {} });
    client.socket.terminate();
  });

  it('keeps the admin room for admins and handles subscribe and unsubscribe', async () => {
    const { token } = await customerToken();
    const customer = await connect(t.app, `/ws?token=${token}`);
    await customer.next();
    customer.send({ type: 'subscribe', room: 'admin' });
    expect(await customer.next()).toMatchObject({ type: 'error' });
    customer.send({ type: 'unsubscribe', room: 'products' });
    expect(await customer.next()).toEqual({
      type: 'subscription',
      data: { room: 'products', subscribed: false },
    });
    customer.send({ type: 'subscribe', room: 'products' });
    expect(await customer.next()).toEqual({
      type: 'subscription',
      data: { room: 'products', subscribed: true },
    });

    const admin = await createAdminUser(t.db);
    const adminClient = await connect(
      t.app,
      `/ws?token=${t.app.tokens.issueAdminToken(admin.id).token}`,
    );
    expect(await adminClient.next()).toEqual({
      type: 'connection',
      data: { kind: 'admin', rooms: ['products', 'admin'] },
    });

    // A publish reaches the room's members only.
    await t.app.realtime.publish('admin', { type: 'order_update', data: { id: 1 } });
    await t.app.realtime.publish('products', {
      type: 'stock_update',
      data: { product_id: 7, stock: 3 },
    });
    expect(await adminClient.next()).toEqual({ type: 'order_update', data: { id: 1 } });
    expect(await adminClient.next()).toMatchObject({ type: 'stock_update' });
    expect(await customer.next()).toEqual({
      type: 'stock_update',
      data: { product_id: 7, stock: 3 },
    });
    customer.socket.terminate();
    adminClient.socket.terminate();
  });

  it('answers an error frame to junk and stays open', async () => {
    const { token } = await customerToken();
    const client = await connect(t.app, `/ws?token=${token}`);
    await client.next();
    for (const junk of [
      'not json',
      '{"type":"dance"}',
      '{"type":"subscribe","room":"vip"}',
      '[]',
    ]) {
      client.send(junk);
      expect(await client.next()).toEqual({ type: 'error', data: { detail: 'Invalid message' } });
    }
    client.send({ type: 'ping' });
    expect((await client.next()).type).toBe('pong');
    client.socket.terminate();
  });
});
