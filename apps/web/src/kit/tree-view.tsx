import { Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import classes from './tree-view.module.css';

export interface TreeItem {
  /** Unique among all the items of the tree. */
  key: string;
  /** The item's name (also its accessible name). */
  label: string;
  description?: string;
  icon?: ReactNode;
  /** Shown after the label (badges, service icons); hidden from the accessible name. */
  aside?: ReactNode;
  dimmed?: boolean;
  children?: TreeItem[];
}

interface VisibleItem {
  item: TreeItem;
  level: number;
  parent: string | null;
  setSize: number;
  posInSet: number;
}

function visibleItems(items: TreeItem[], expanded: ReadonlySet<string>): VisibleItem[] {
  const out: VisibleItem[] = [];
  const walk = (list: TreeItem[], level: number, parent: string | null) => {
    list.forEach((item, i) => {
      out.push({ item, level, parent, setSize: list.length, posInSet: i + 1 });
      if (item.children?.length && expanded.has(item.key)) walk(item.children, level + 1, item.key);
    });
  };
  walk(items, 1, null);
  return out;
}

function allKeysWithChildren(items: TreeItem[]): string[] {
  return items.flatMap((i) => (i.children?.length ? [i.key, ...allKeysWithChildren(i.children)] : []));
}

/** The nearest element around `el` that scrolls its content up and down itself (not the page). */
function scrollingBox(el: HTMLElement): HTMLElement | null {
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}

/**
 * A WAI-ARIA tree (role tree / treeitem, aria-level, aria-expanded): one tab stop; arrows move, open
 * and close; Home/End jump; Enter or Space chooses. Branches start open unless `collapsed` says otherwise.
 */
export function TreeView(props: {
  items: TreeItem[];
  label: string;
  selected: string | null;
  onSelect: (key: string) => void;
  /** Keys of branches that start closed. */
  collapsed?: string[];
}) {
  const { items, selected, onSelect } = props;
  const [closed, setClosed] = useState<Set<string>>(() => new Set(props.collapsed ?? []));
  const expanded = useMemo(
    () => new Set(allKeysWithChildren(items).filter((k) => !closed.has(k))),
    [items, closed],
  );
  const visible = visibleItems(items, expanded);
  const [active, setActive] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLDivElement>());
  const focusKey =
    (active && visible.some((v) => v.item.key === active) && active) ||
    (selected && visible.some((v) => v.item.key === selected) && selected) ||
    visible[0]?.item.key;

  // The chosen item is in sight, also when it was chosen from outside (a link, the work area): in the box
  // the tree scrolls in, never the page (on a phone the tree is the page's height, its panel below it).
  useEffect(() => {
    const item = selected ? refs.current.get(selected) : undefined;
    const box = item && scrollingBox(item);
    if (!item || !box) return;
    const [at, seen] = [item.getBoundingClientRect(), box.getBoundingClientRect()];
    if (at.top < seen.top) box.scrollTop -= seen.top - at.top;
    else if (at.bottom > seen.bottom) box.scrollTop += at.bottom - seen.bottom;
  }, [selected]);

  const focus = (key: string | undefined) => {
    if (!key) return;
    setActive(key);
    refs.current.get(key)?.focus();
  };
  const setOpen = (key: string, open: boolean) =>
    setClosed((c) => {
      const next = new Set(c);
      if (open) next.delete(key);
      else next.add(key);
      return next;
    });

  const onKey = (event: KeyboardEvent<HTMLDivElement>, v: VisibleItem, index: number) => {
    const hasChildren = !!v.item.children?.length;
    const isOpen = expanded.has(v.item.key);
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        focus(visible[index + 1]?.item.key);
        break;
      case 'ArrowUp':
        handled();
        focus(visible[index - 1]?.item.key);
        break;
      case 'Home':
        handled();
        focus(visible[0]?.item.key);
        break;
      case 'End':
        handled();
        focus(visible[visible.length - 1]?.item.key);
        break;
      case 'ArrowRight':
        handled();
        if (hasChildren && !isOpen) setOpen(v.item.key, true);
        else if (hasChildren) focus(visible[index + 1]?.item.key);
        break;
      case 'ArrowLeft':
        handled();
        if (hasChildren && isOpen) setOpen(v.item.key, false);
        else if (v.parent) focus(v.parent);
        break;
      case 'Enter':
      case ' ':
        handled();
        onSelect(v.item.key);
        break;
    }
  };

  return (
    <div role="tree" aria-label={props.label} className={classes.tree}>
      {visible.map((v, index) => {
        const hasChildren = !!v.item.children?.length;
        const isOpen = expanded.has(v.item.key);
        return (
          <div
            key={v.item.key}
            ref={(el) => {
              if (el) refs.current.set(v.item.key, el);
              else refs.current.delete(v.item.key);
            }}
            role="treeitem"
            aria-level={v.level}
            aria-setsize={v.setSize}
            aria-posinset={v.posInSet}
            aria-expanded={hasChildren ? isOpen : undefined}
            aria-selected={selected === v.item.key}
            tabIndex={focusKey === v.item.key ? 0 : -1}
            className={classes.item}
            data-selected={selected === v.item.key || undefined}
            data-dimmed={v.item.dimmed || undefined}
            style={{ paddingInlineStart: `calc(${v.level - 1} * 18px + 4px)` }}
            onKeyDown={(e) => onKey(e, v, index)}
            onFocus={() => setActive(v.item.key)}
            onClick={() => {
              setActive(v.item.key);
              onSelect(v.item.key);
            }}
          >
            {hasChildren ? (
              <span
                className={classes.toggle}
                data-open={isOpen || undefined}
                aria-hidden
                onClick={(e) => {
                  e.stopPropagation();
                  setOpen(v.item.key, !isOpen);
                }}
              >
                <IconChevronRight size={14} />
              </span>
            ) : (
              <span className={classes.toggle} aria-hidden />
            )}
            {v.item.icon ? (
              <span className={classes.icon} aria-hidden>
                {v.item.icon}
              </span>
            ) : null}
            <span className={classes.text}>
              {/* A name cut short by a narrow tree reads whole on hover. */}
              <Text component="span" size="sm" className={classes.label} title={v.item.label}>
                {v.item.label}
              </Text>
              {v.item.description ? (
                <Text component="span" size="xs" className={classes.description}>
                  {v.item.description}
                </Text>
              ) : null}
            </span>
            {v.item.aside ? (
              <span className={classes.aside} aria-hidden>
                {v.item.aside}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
