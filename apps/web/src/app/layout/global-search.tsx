import type { SearchHit, SearchKind } from '@ac/shared';
import { Kbd, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../kit/api-errors';
import { fetchPdf, PdfModal, type PdfSource } from '../../kit/pdf-modal';
import { http } from '../../lib/http';
import { useWorkArea } from '../../work-area/work-area-context';
import classes from './global-search.module.css';

const GROUPS: Record<SearchKind, string> = {
  cliente: 'Clientes',
  vehiculo: 'Vehículos',
  tarjeta: 'Tarjetas',
  ticket: 'Tickets',
  usuario: 'Usuarios de la app',
};

/** Where a hit opens: its record's page (a ticket opens its PDF instead). */
const hrefOf = (hit: SearchHit): string | null =>
  hit.kind === 'cliente'
    ? `/clientes/${hit.id}`
    : hit.kind === 'vehiculo' || hit.kind === 'tarjeta'
      ? `/vehiculos/${hit.id}`
      : hit.kind === 'usuario'
        ? `/usuarios/${hit.id}`
        : null;

/** `/` focuses the search unless the user is typing somewhere. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return (
    el.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) ||
    el.getAttribute('role') === 'combobox'
  );
}

type Answer = { q: string; hits: SearchHit[] } | { q: string; error: string };

/**
 * The top bar's search over the work area: customers, vehicles, cards, tickets and app users (as the
 * server allows the user), grouped, moved through with ↑/↓, opened with Intro; `/` jumps here.
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const { scope } = useWorkArea();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // On a phone the field takes the whole top bar, only while it is used: a button opens it.
  const [unfolded, setUnfolded] = useState(false);
  const [active, setActive] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pdf, setPdf] = useState<PdfSource | null>(null);
  const [q] = useDebouncedValue(text.trim(), 250);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      e.preventDefault();
      setUnfolded(true);
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const area = useMemo(() => {
    if (!scope?.grupo) return null;
    const query: Record<string, number> = { idgrupo: scope.grupo };
    if (scope.local) query.idlocal = scope.local;
    else if (scope.empresa) query.idempresa = scope.empresa;
    return query;
  }, [scope]);

  useEffect(() => {
    if (q.length < 2 || !area) return;
    const controller = new AbortController();
    http
      .get<{ hits: SearchHit[] }>('/v1/search', {
        query: { ...area, q },
        signal: controller.signal,
        quiet: true,
      })
      .then((body) => {
        setAnswer({ q, hits: body.hits });
        setActive(0);
      })
      .catch((error) => {
        if (!controller.signal.aborted) setAnswer({ q, error: describeError(error).message });
      });
    return () => controller.abort();
  }, [q, area]);

  const hits = answer && 'hits' in answer && answer.q === q ? answer.hits : [];
  const loading = q.length >= 2 && !!area && answer?.q !== q;
  const expanded = open && text.trim().length > 0;

  // The field shown by the phone's button gets the focus once it is in the page.
  useEffect(() => {
    if (unfolded) input.current?.focus();
  }, [unfolded]);

  const choose = (hit: SearchHit) => {
    setOpen(false);
    input.current?.blur();
    // Done with it: the next search starts empty, from its first result (the same words typed again
    // opened the result chosen last).
    setText('');
    setActive(0);
    const href = hrefOf(hit);
    if (href) navigate(href);
    else
      setPdf({
        title: hit.title,
        fileName: `${hit.title.replace(/\s+/g, '-').toLowerCase()}.pdf`,
        frameTitle: `PDF del ${hit.title.toLowerCase()}`,
        fetch: () => fetchPdf(`/tickets/getpdf/${hit.id}`),
      });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (hits.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (e.key === 'Enter') {
      const hit = hits[active];
      if (hit) {
        e.preventDefault();
        choose(hit);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
      } else input.current?.blur();
    }
  };

  const status = !area
    ? 'Elija un área de trabajo para buscar.'
    : text.trim().length < 2
      ? 'Escriba al menos 2 caracteres.'
      : loading
        ? 'Buscando…'
        : answer && 'error' in answer
          ? answer.error
          : hits.length
            ? `${hits.length} ${hits.length === 1 ? 'resultado' : 'resultados'}`
            : 'Nada coincide en el área de trabajo.';

  const groups = SEARCH_ORDER.map((kind) => ({
    kind,
    hits: hits.map((h, i) => ({ h, i })).filter((x) => x.h.kind === kind),
  })).filter((g) => g.hits.length);

  return (
    <div className={classes.root} data-unfolded={unfolded || undefined}>
      <button
        type="button"
        className={classes.toggle}
        aria-label="Abrir la búsqueda de clientes, vehículos, tarjetas, tickets o usuarios"
        onClick={() => setUnfolded(true)}
      >
        <IconSearch size={20} aria-hidden />
      </button>
      <div className={classes.field}>
        <IconSearch size={16} aria-hidden className={classes.icon} />
        <input
          ref={input}
          className={classes.input}
          type="search"
          role="combobox"
          aria-label="Buscar cliente, vehículo, tarjeta, ticket o usuario"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && hits[active] ? `${listId}-${active}` : undefined}
          aria-keyshortcuts="/"
          placeholder="Buscar cliente, matrícula, tarjeta, ticket…"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setUnfolded(false);
          }}
          onKeyDown={onKeyDown}
        />
        {loading ? (
          <Loader size={14} color="white" className={classes.kbd} aria-hidden />
        ) : text ? null : (
          <Kbd size="xs" className={classes.kbd} aria-hidden>
            /
          </Kbd>
        )}
      </div>
      <div className={classes.dropdown} hidden={!expanded}>
        <p className={classes.status} role="status">
          {expanded ? status : ''}
        </p>
        <div id={listId} role="listbox" aria-label="Resultados de la búsqueda">
          {groups.map((g) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox
            <div key={g.kind} role="group" aria-labelledby={`${listId}-${g.kind}`}>
              <div id={`${listId}-${g.kind}`} className={classes.group} role="presentation">
                {GROUPS[g.kind]}
              </div>
              {g.hits.map(({ h, i }) => (
                // biome-ignore lint/a11y/useFocusableInteractive: chosen with the keyboard through the combobox
                // biome-ignore lint/a11y/useKeyWithClickEvents: Intro in the combobox opens the active option
                <div
                  key={`${h.kind}-${h.id}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={classes.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(h)}
                >
                  <span className={classes.title}>{h.title}</span>
                  <span className={classes.detail}>{h.detail}</span>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      <PdfModal source={pdf} onClose={() => setPdf(null)} />
    </div>
  );
}

const SEARCH_ORDER: SearchKind[] = ['cliente', 'vehiculo', 'tarjeta', 'ticket', 'usuario'];
