import { ActionIcon, Checkbox, Menu, Stack, Tooltip } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { Column } from './columns';

const storageKey = (listId: string) => `ac.columns.${listId}`;

/** The visible column keys of `listId`, remembered in localStorage. */
export function useVisibleColumns<T>(listId: string, columns: Column<T>[]) {
  const [visible, setVisible] = useState<string[]>(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(storageKey(listId)) ?? 'null') as unknown;
      if (Array.isArray(stored)) {
        const known = stored.filter((k): k is string => columns.some((c) => c.key === k));
        if (known.length) return known;
      }
    } catch {
      // A damaged value falls back to the defaults.
    }
    return columns.filter((c) => !c.hidden).map((c) => c.key);
  });
  const toggle = useCallback(
    (key: string) => {
      setVisible((current) => {
        const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
        if (!next.length) return current;
        window.localStorage.setItem(storageKey(listId), JSON.stringify(next));
        return next;
      });
    },
    [listId],
  );
  return { visible: columns.filter((c) => visible.includes(c.key)), visibleKeys: visible, toggle };
}

export function ColumnChooser<T>({
  columns,
  visibleKeys,
  onToggle,
}: {
  columns: Column<T>[];
  visibleKeys: string[];
  onToggle: (key: string) => void;
}) {
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label="Columnas">
          <ActionIcon variant="default" size="lg" aria-label="Elegir columnas">
            <IconColumns3 size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Columnas visibles</Menu.Label>
        <Stack gap={6} p="xs">
          {columns.map((c) => (
            <Checkbox
              key={c.key}
              size="xs"
              label={c.header}
              checked={visibleKeys.includes(c.key)}
              onChange={() => onToggle(c.key)}
            />
          ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
