import type { Permission } from '@ac/shared';
import { Alert, Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeleteButton } from './actions';
import { describeError } from './api-errors';
import { DeleteWithReasonDialog } from './delete-with-reason-dialog';
import classes from './detail-page.module.css';
import { BusyIndicator } from './page-loader';
import { useUrlParams } from './use-url-params';

export interface DetailTab {
  value: string;
  label: string;
  icon?: ReactNode;
  /** Rendered only while the tab is active (lazy). */
  render: () => ReactNode;
  hidden?: boolean;
}

export interface DetailPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  /**
   * The record can be deleted (with a reason): an Eliminar button after `actions`, with its permission;
   * once deleted, a toast (`message`) and back to `back.to`. `blocked`: why it cannot be (Eliminar disabled).
   */
  remove?: {
    permission: Permission;
    path: string;
    id: number;
    what: string;
    message: string;
    blocked?: string;
  };
  tabs?: DetailTab[];
  /** URL key of the active tab (default `tab`). */
  tabParam?: string;
  children?: ReactNode;
}

/** The active tab of `tabs` in the URL (`?tab=`), the first visible one by default. */
export function useUrlTab(tabs: { value: string; hidden?: boolean }[], param = 'tab') {
  const [params, setParams] = useUrlParams();
  const shown = tabs.filter((t) => !t.hidden);
  const requested = params.get(param);
  const active = shown.find((t) => t.value === requested)?.value ?? shown[0]?.value ?? null;
  const setActive = (value: string | null) =>
    setParams(
      (current) => {
        // A new tab starts clean: the other tab's list state is dropped.
        const next = new URLSearchParams();
        for (const [k, v] of current) if (!k.includes('.')) next.set(k, v);
        if (value && value !== shown[0]?.value) next.set(param, value);
        else next.delete(param);
        return next;
      },
      { replace: false },
    );
  return [active, setActive] as const;
}

/** Tabs whose active one is in the URL (`?tab=`, or `param`); only the active tab's content is rendered. */
export function UrlTabs({ tabs, param }: { tabs: DetailTab[]; param?: string }) {
  const [active, setActive] = useUrlTab(tabs, param);
  const shown = tabs.filter((t) => !t.hidden);
  const list = useRef<HTMLDivElement>(null);
  // The active tab in sight in a list that scrolls sideways (a phone), also when the URL chose it.
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (active && tab && list.current && list.current.scrollWidth > list.current.clientWidth)
      tab.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  // Tabs beyond the right edge fade out there, so a phone shows there are more to scroll to.
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const el = list.current;
    setMore(!!el && el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false}>
      <Tabs.List ref={list} className={classes.tabList} data-more={more || undefined} onScroll={measure}>
        {shown.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} leftSection={t.icon}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} pt="sm">
          {t.render()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Header (title, subtitle, badges, actions, Eliminar) and tabs whose active tab is in the URL. */
export function DetailPage(props: DetailPageProps) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const { remove, back } = props;
  return (
    <>
      <Stack gap="sm">
        {props.back ? (
          <Anchor component={Link} to={props.back.to} size="sm" className={classes.back}>
            <IconChevronLeft size={14} aria-hidden /> {props.back.label}
          </Anchor>
        ) : null}
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <div>
            <Group gap="xs" align="center">
              <Title order={1} className={classes.title}>
                {props.title}
              </Title>
              {props.badges}
            </Group>
            {props.subtitle ? (
              <Text c="dimmed" size="sm" mt={2}>
                {props.subtitle}
              </Text>
            ) : null}
          </div>
          {props.actions || remove ? (
            <Group gap="xs">
              {props.actions}
              {remove ? (
                <DeleteButton
                  permission={remove.permission}
                  onClick={() => setDeleting(true)}
                  blocked={remove.blocked}
                />
              ) : null}
            </Group>
          ) : null}
        </Group>
        {props.tabs?.length ? <UrlTabs tabs={props.tabs} param={props.tabParam} /> : null}
        {props.children}
      </Stack>
      {remove ? (
        <DeleteWithReasonDialog
          opened={deleting}
          onClose={() => setDeleting(false)}
          path={remove.path}
          id={remove.id}
          what={remove.what}
          successMessage={remove.message}
          onDeleted={() => back && navigate(back.to)}
        />
      ) : null}
    </>
  );
}

/** The record's query has its data and no error: else its detail page shows `DetailFallback`. */
export function isLoaded<Q extends { isPending: boolean; error: unknown; data?: unknown }>(
  query: Q,
): query is Q & { data: NonNullable<Q['data']> } {
  return !query.isPending && !query.error && query.data != null;
}

/** Why a record's page could not be opened, and the way back to its list. */
export function NotOpened(props: { title: string; backTo: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Alert color="red" role="alert" title={props.title}>
      {props.children}
      <Group mt="sm">
        <Button size="xs" variant="light" onClick={() => navigate(props.backTo)}>
          Volver a la lista
        </Button>
      </Group>
    </Alert>
  );
}

/** Instead of a detail page: its record loading, or why it could not be opened and the way back. */
export function DetailFallback(props: {
  query: { isPending: boolean; error: unknown };
  title: string;
  backTo: string;
}) {
  if (props.query.isPending) return <BusyIndicator m="xl" label="Cargando" />;
  return (
    <NotOpened title={props.title} backTo={props.backTo}>
      {describeError(props.query.error).message}
    </NotOpened>
  );
}
