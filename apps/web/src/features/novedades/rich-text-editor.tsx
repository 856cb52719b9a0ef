import { ActionIcon, Button, Group, Input, Paper, TextInput, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconClearFormatting,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnderline,
} from '@tabler/icons-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { cleanHtml, SAFE_HREF } from './clean-html';
import classes from './novedades.module.css';

const TOOLS = [
  { command: 'bold', label: 'Negrita', icon: IconBold },
  { command: 'italic', label: 'Cursiva', icon: IconItalic },
  { command: 'underline', label: 'Subrayado', icon: IconUnderline },
  { command: 'formatBlock', arg: 'h3', label: 'Título', icon: IconH3 },
  { command: 'insertUnorderedList', label: 'Lista', icon: IconList },
  { command: 'insertOrderedList', label: 'Lista numerada', icon: IconListNumbers },
  { command: 'removeFormat', label: 'Quitar formato', icon: IconClearFormatting },
] as const;

interface Props {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  readOnly?: boolean;
}

/**
 * Rich text as the app shows it: bold, italic, underline, a heading, lists and links, typed in place. Pasted
 * text arrives as plain text; the server keeps only its allow-list whatever the browser sends.
 */
export function RichTextEditor({ label, description, value, onChange, onBlur, error, readOnly }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const [hrefError, setHrefError] = useState<string | null>(null);

  // The text typed here is the value: it is written into the editor only when it comes from elsewhere
  // (the record loaded, the form reset), never back over what is being typed.
  const emitted = useRef<string | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && value !== emitted.current) {
      el.innerHTML = cleanHtml(value);
      emitted.current = value;
    }
  }, [value]);

  const changed = () => {
    const html = ref.current?.innerHTML ?? '';
    emitted.current = html;
    onChange(html);
  };
  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    changed();
  };
  const openLink = () => {
    const sel = window.getSelection();
    saved.current =
      sel?.rangeCount && ref.current?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
    setHref('https://');
    setHrefError(null);
    setLinking(true);
  };
  const insertLink = () => {
    const url = href.trim();
    if (!SAFE_HREF.test(url) || url === 'https://') {
      setHrefError('Escriba una dirección que empiece por https://, http://, mailto: o tel:');
      return;
    }
    ref.current?.focus();
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
    if (sel && !sel.isCollapsed) document.execCommand('createLink', false, url);
    else {
      const a = document.createElement('a');
      a.href = url;
      a.textContent = url;
      document.execCommand('insertHTML', false, a.outerHTML);
    }
    changed();
    setLinking(false);
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelProps={{ id: labelId, htmlFor: undefined }}
    >
      <Paper withBorder radius="sm" mt={4} className={classes.editor} data-error={error ? true : undefined}>
        {readOnly ? null : (
          <Group gap={2} p={4} className={classes.toolbar} role="toolbar" aria-label="Formato del texto">
            {TOOLS.map((t) => (
              <Tooltip key={t.label} label={t.label} withArrow openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t.label}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => run(t.command, 'arg' in t ? t.arg : undefined)}
                >
                  <t.icon size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ))}
            <Tooltip label="Enlace" withArrow openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Enlace"
                aria-expanded={linking}
                onMouseDown={(e) => e.preventDefault()}
                onClick={openLink}
              >
                <IconLink size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        {linking ? (
          <Group gap="xs" p="xs" align="flex-start" className={classes.toolbar}>
            <TextInput
              size="xs"
              flex={1}
              label="Dirección del enlace"
              value={href}
              error={hrefError}
              data-autofocus
              autoFocus
              onChange={(e) => setHref(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  insertLink();
                }
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  setLinking(false);
                }
              }}
            />
            <Button size="xs" mt={22} onClick={insertLink}>
              Insertar enlace
            </Button>
            <Button size="xs" mt={22} variant="default" onClick={() => setLinking(false)}>
              Cancelar
            </Button>
          </Group>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich text field has no native element */}
        <div
          ref={ref}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-readonly={readOnly || undefined}
          aria-invalid={error ? true : undefined}
          contentEditable={!readOnly}
          suppressContentEditableWarning
          className={`${classes.content} ${classes.richText}`}
          onInput={changed}
          onBlur={onBlur}
          onPaste={(e) => {
            e.preventDefault();
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
            changed();
          }}
        />
      </Paper>
    </Input.Wrapper>
  );
}
