/**
 * Two antd-mobile controls are mouse-only as shipped: a clickable List.Item renders `<a>` without href (not
 * focusable, no role) and Switch is a `div role="switch"` without tabindex. Every control must work from the
 * keyboard in the order of the screen, so this gives both a tab stop and a role, and lets Enter and Space
 * press them, wherever they appear, including in screens added later.
 */
const LIST_ITEM = 'a.adm-list-item:not([href])';
const SWITCH = '.adm-switch[role="switch"]';
const PRESSABLE = `${LIST_ITEM}, ${SWITCH}`;

/** Sets an attribute only when it changes: our own writes must not wake the observer again. */
function put(el: HTMLElement, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

function enhance(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(PRESSABLE)) {
    const row = el.matches(LIST_ITEM);
    if (row) put(el, 'role', 'button');
    const disabled = row
      ? el.classList.contains('adm-list-item-disabled')
      : el.getAttribute('aria-disabled') === 'true';
    if (row) put(el, 'aria-disabled', disabled ? 'true' : null);
    put(el, 'tabindex', disabled ? null : '0');
  }
}

/** Starts watching `doc` (once, at start); returns a function that stops it (tests). */
export function enableKeyboardAccess(doc: Document = document): () => void {
  enhance(doc);
  const observer = new MutationObserver(() => enhance(doc));
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target as HTMLElement | null;
    if (!target?.matches?.(PRESSABLE) || target.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    target.click();
  };
  doc.addEventListener('keydown', onKey);
  return () => {
    observer.disconnect();
    doc.removeEventListener('keydown', onKey);
  };
}
