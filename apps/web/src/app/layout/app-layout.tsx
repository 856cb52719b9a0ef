import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { COMPANY } from '../../kit/brand';
import { Logo } from '../../kit/logo';
import { PageLoader } from '../../kit/page-loader';
import { WorkAreaPanel } from '../../work-area/work-area-panel';
import { HOME_PATH } from '../guards';
import { queryClient } from '../query-client';
import classes from './app-layout.module.css';
import { GlobalSearch } from './global-search';
import { SidebarMenu } from './sidebar-menu';
import { UserMenu } from './user-menu';

/** Spec §9: the sidebar becomes an overlay at 1024px or less. */
export const OVERLAY_QUERY = '(max-width: 1024px)';

/** Keyboard focus on the page's content (the skip link, a new page, a confirmed work area). */
const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });

/**
 * On a new page (another path: not a filter, a tab or a page of a list), keyboard focus moves to the
 * page when it was in the menu, the top bar or nowhere: the next Tab goes on in the record just opened
 * from the search or the menu, not through the whole sidebar again. Focus a page put in itself, or a
 * field being typed in, stays.
 */
function useFocusOnNewPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    const chrome = document.querySelectorAll('#topbar, #sidebar');
    const outside = !active || active === document.body || [...chrome].some((c) => c.contains(active));
    // A new page is shown once its chunk has loaded, maybe after the user went on to type somewhere
    // (the search reopened on a phone): a text field keeps its cursor.
    const typing = active?.matches('input, textarea, [contenteditable="true"]');
    if (outside && !typing) focusMain();
  }, [pathname]);
}

export default function AppLayout() {
  const overlay = useMediaQuery(OVERLAY_QUERY, window.matchMedia(OVERLAY_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [pinned, setPinned] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const open = overlay ? overlayOpen : pinned;

  const toggle = () => (overlay ? setOverlayOpen((o) => !o) : setPinned((p) => !p));
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  // On a phone, a confirmed work area shows its page: the overlay closes and the keyboard goes on there.
  const workAreaConfirmed = useCallback(() => {
    if (!overlay) return;
    setOverlayOpen(false);
    focusMain();
  }, [overlay]);
  useEffect(() => () => queryClient.clear(), []);
  useFocusOnNewPage();
  // Esc closes the overlay, as it does a dialog, and the keyboard goes back to the burger that opened it.
  const burger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!overlay || !overlayOpen) return;
    const onKey = (e: KeyboardEvent) => {
      // Not when Esc belongs to something open inside (a pick list, the work area's options).
      const target = e.target as HTMLElement;
      if (e.key !== 'Escape' || e.defaultPrevented || target.hasAttribute?.('data-expanded')) return;
      setOverlayOpen(false);
      burger.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, overlayOpen]);

  return (
    <div className={classes.shell} data-overlay={overlay || undefined} data-open={open || undefined}>
      <button type="button" className={classes.skip} onClick={focusMain}>
        Saltar al contenido
      </button>
      <header id="topbar" className={classes.navbar}>
        <Group gap="sm" wrap="nowrap">
          <Burger
            ref={burger}
            opened={overlay && open}
            onClick={toggle}
            size="sm"
            color="white"
            aria-label={open ? 'Ocultar menú lateral' : 'Mostrar menú lateral'}
            aria-controls="sidebar"
            aria-expanded={open}
          />
          <UnstyledButton
            component={Link}
            to={HOME_PATH}
            className={classes.brand}
            aria-label={`${COMPANY.product}: inicio`}
          >
            <Logo size={34} inverted />
            <Text component="span" className={classes.brandName}>
              {COMPANY.product}
            </Text>
          </UnstyledButton>
        </Group>
        <GlobalSearch />
        <UserMenu />
      </header>

      <aside id="sidebar" className={classes.sidebar} aria-label="Menú lateral" inert={!open || undefined}>
        <WorkAreaPanel onConfirmed={workAreaConfirmed} />
        <SidebarMenu onNavigate={closeOverlay} />
        <div className={classes.version}>Versión {__APP_VERSION__}</div>
      </aside>
      {overlay && overlayOpen ? (
        <button
          type="button"
          className={classes.backdrop}
          aria-label="Cerrar menú lateral"
          onClick={closeOverlay}
        />
      ) : null}

      <div className={classes.content}>
        <main id="main" tabIndex={-1} className={classes.main}>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </QueryClientProvider>
        </main>
        <footer className={classes.footer}>
          <span>© {new Date().getFullYear()}</span>
          <span>Diseñado por {COMPANY.name}</span>
        </footer>
      </div>
    </div>
  );
}
