/**
 * What a keyboard or a screen reader treats as a control of its own. A control inside another (a button
 * in a link) is announced and focused twice and its click is ambiguous (WCAG 4.1.2); axe's own
 * nested-interactive rule checks only some widget roles, so every story is checked with this list too.
 * A focus trap's sentinel (tabindex -1, aria-hidden) and a control that is not rendered do not count.
 */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Containers that take the focus without being a control: a composite widget's, which moves the focus
 * among its items (antd's menu is a focusable `ul role="menu"` around its links), and a panel's or a
 * dialog's, focusable so the keyboard lands in it (antd's tab panels carry tabindex 0). Their contents
 * are the controls, not nested ones.
 */
const CONTAINER_ROLES = new Set([
  'menu',
  'menubar',
  'listbox',
  'tablist',
  'tree',
  'grid',
  'radiogroup',
  'toolbar',
  'tabpanel',
  'dialog',
  'alertdialog',
  'document',
  'region',
  'group',
]);

const rendered = (element: Element): boolean =>
  element.closest('[aria-hidden="true"]') === null &&
  (typeof element.checkVisibility !== 'function' || element.checkVisibility());

/** Each control that holds another, named by a short outline of both: empty when none is nested. */
export function nestedInteractiveElements(root: ParentNode): string[] {
  const found: string[] = [];
  for (const outer of root.querySelectorAll(INTERACTIVE)) {
    if (!rendered(outer) || CONTAINER_ROLES.has(outer.getAttribute('role') ?? '')) continue;
    const inner = [...outer.querySelectorAll(INTERACTIVE)].find(rendered);
    if (inner) found.push(`${outline(outer)} contains ${outline(inner)}`);
  }
  return found;
}

function outline(element: Element): string {
  const text = (element.textContent ?? '').trim().slice(0, 40);
  const role = element.getAttribute('role');
  const classes = [...element.classList].slice(0, 2).join('.');
  return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}${classes ? ` class="${classes}"` : ''}>${text ? ` "${text}"` : ''}`;
}
