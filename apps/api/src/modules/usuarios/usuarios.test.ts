import { describe, expect, it } from 'vitest';
import { expectDuplicate, OPERATOR, useTestApp } from '../../test/build-app';

const { t, get, send } = useTestApp();

describe('app users', () => {
  it('lists, searches and pages the app users of a group', async () => {
    const res = (await get('/api/v1/users?idgrupo=1&limit=20&sort=-puntos')).json();
    expect(res.total).toBeGreaterThan(50);
    expect(res.users).toHaveLength(20);
    const pts = res.users.map((u: { puntos: number }) => u.puntos);
    expect(pts).toEqual([...pts].sort((a, b) => b - a));
    const one = res.users[0];
    const found = (await get(`/api/v1/users?q=${encodeURIComponent(one.email.toUpperCase())}`)).json();
    expect(found.users.map((u: { id: number }) => u.id)).toContain(one.id);
  });

  it('opens one user with cards, vehicles and points movements', async () => {
    const user = (await get('/api/v1/users?sort=-puntos&limit=1')).json().users[0];
    expect((await get(`/api/v1/users?id=${user.id}`)).json()).toMatchObject({
      id: user.id,
      email: user.email,
    });
    const cards = (await get(`/api/v1/users/cards?userid=${user.id}`)).json();
    expect(cards.cards.length).toBeGreaterThan(0);
    expect(cards.cards[0].tarjeta).toMatch(/\*\*\*\*/);
    expect((await get(`/api/v1/users/vehicles?userid=${user.id}`)).statusCode).toBe(200);
    const points = (await get(`/api/v1/users/points?userid=${user.id}`)).json();
    expect(points.points.every((p: { saldo: number }) => p.saldo >= 0)).toBe(true);
  });

  it('edits a user (deactivate) with audit and version check', async () => {
    const user = (await get('/api/v1/users?limit=1')).json().users[0];
    const res = await send('PATCH', '/api/v1/users', { id: user.id, version: user.version, activo: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().activo).toBe(false);
    expect(
      (await send('PATCH', '/api/v1/users', { id: user.id, version: user.version, activo: true })).statusCode,
    ).toBe(409);
  });

  it('refuses an e-mail another user already has (any case), on the e-mail field', async () => {
    const [user, other] = (await get('/api/v1/users?limit=2')).json().users;
    const taken = other.email.toUpperCase();
    expectDuplicate(
      await send('PATCH', '/api/v1/users', { id: user.id, version: user.version, email: taken }),
      'email',
      `El correo ${taken.toLowerCase()} ya es de otro usuario de la app`,
    );
    const fresh = { idgrupo: user.idgrupo, nombre: 'Repetido', email: other.email };
    expectDuplicate(
      await send('POST', '/api/v1/users/', fresh),
      'email',
      `El correo ${other.email} ya es de otro usuario de la app`,
    );
  });

  it('refuses to attach a user to a customer of another group', async () => {
    const user = (await get('/api/v1/users?idgrupo=1&limit=1')).json().users[0];
    const foreign = (await get('/api/v1/customers?idgrupo=2&limit=1')).json().customers[0];
    const res = await send('PATCH', '/api/v1/users', {
      id: user.id,
      version: user.version,
      idcliente: foreign.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.idcliente).toMatch(/grupo/);
  });

  it('is hidden from staff without can_view_usuario', async () => {
    const op = (await t.login(OPERATOR)).headers;
    expect((await get('/api/v1/users', op)).statusCode).toBe(403);
    expect((await get('/api/v1/users/cards?userid=1', op)).statusCode).toBe(403);
  });
});

describe('one source of truth for each figure (issue 10 item 7)', () => {
  it("a user's points badge is the balance after their last movement", async () => {
    const users = (await get('/api/v1/users?sort=-puntos&limit=30')).json().users as {
      id: number;
      puntos: number;
    }[];
    for (const u of users) {
      const [last] = (await get(`/api/v1/users/points?userid=${u.id}&limit=1`)).json().points;
      expect(last?.saldo ?? 0, `usuario ${u.id}`).toBe(u.puntos);
    }
  });

  it('movements name their ticket by its number, not its internal id', async () => {
    const user = (await get('/api/v1/users?sort=-puntos&limit=1')).json().users[0];
    const points = (await get(`/api/v1/users/points?userid=${user.id}&limit=50`)).json().points as {
      idticket: number | null;
      ticket: string | null;
    }[];
    const withTicket = points.filter((p) => p.idticket);
    expect(withTicket.length).toBeGreaterThan(0);
    for (const p of withTicket) {
      const ticket = (
        await get(`/api/tickets?idusuario=${user.id}&datesince=2000-01-01&dateto=2100-01-01&limit=500`)
      )
        .json()
        .tickets.find((x: { id: number }) => x.id === p.idticket);
      expect(p.ticket).toBe(ticket.numero);
      break;
    }
  });

  it('staff who logged in have their last access filled in', async () => {
    await t.login(OPERATOR);
    const accounts = (await get('/api/v1/authaccount?limit=100')).json().authaccounts as {
      email: string;
      ultimoacceso: string | null;
    }[];
    expect(accounts.find((a) => a.email === OPERATOR)?.ultimoacceso).toBeTruthy();
    // The demo log has logins of every active staff member: none of them shows an empty last access.
    const logins = (
      await get(`/api/v1/audit/web?datesince=2000-01-01&dateto=2100-01-01&accion=login&limit=500`)
    )
      .json()
      .web.map((r: { usuario: string }) => r.usuario);
    for (const a of accounts) if (logins.includes(a.email)) expect(a.ultimoacceso, a.email).toBeTruthy();
  });
});
