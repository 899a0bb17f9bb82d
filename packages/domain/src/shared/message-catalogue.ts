import type { Label, Locale } from './labels';

/** The values a catalogue template's `{name}` placeholders are filled with. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A template with its `{name}` placeholders filled; a placeholder without a value stays as written. */
export function fillTemplate(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English template as a pattern whose `{name}` placeholders capture their values. */
export function patternOf(label: Label) {
  const names: string[] = [];
  const source = label.en
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder?.[1]) return escapeRegExp(part);
      names.push(placeholder[1]);
      return '(.+?)';
    })
    .join('');
  return { label, names, pattern: new RegExp(`^${source}$`, 's') };
}

/**
 * The translator of one catalogue of wording (the validation messages, the server's refusals): the
 * schemas and the server speak a template's English with its values filled in, and whoever shows a
 * message finds the template it came from and says it in the user's language, values and all — or
 * undefined when the catalogue does not know the message.
 */
export function catalogueTranslator(
  catalogue: Readonly<Record<string, Label>>,
): (message: string, locale: Locale) => string | undefined {
  const patterns = Object.values(catalogue).map(patternOf);
  return (message, locale) => {
    const text = message.trim();
    for (const { label, names, pattern } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
      return fillTemplate(locale === 'zh-CN' ? label.zh : label.en, values);
    }
    return undefined;
  };
}
