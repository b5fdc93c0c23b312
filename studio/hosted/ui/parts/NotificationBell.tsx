// The bell on every page: how many notices (mentions) are unread, a link to them. Asks again every
// half minute, so a mention made meanwhile shows without a reload.
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { api } from '../api.ts';

export function NotificationBell() {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    const ask = () =>
      api<{ unread: number }>('GET', '/api/notificacoes')
        .then((answer) => live && setUnread(answer.unread))
        .catch(() => undefined);
    ask();
    const timer = setInterval(ask, 30_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  const label = unread === 0 ? 'Avisos: nenhum novo' : `Avisos: ${unread} ${unread === 1 ? 'novo' : 'novos'}`;
  return (
    <NavLink to="/avisos" className="bell" aria-label={label}>
      <span aria-hidden="true">🔔</span> Avisos {unread > 0 && <span className="count">{unread}</span>}
    </NavLink>
  );
}
