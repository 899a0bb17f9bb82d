import { Form, type FormProps } from 'antd';
import { type ReactNode, useId } from 'react';

/**
 * antd's Form for a form on a page, whose fields' element ids are unique in the document. antd gives a
 * field the id `name_field` (or just `field` with no name); the multi-tab bar keeps pages alive hidden in
 * the document behind the shown one (app/shell/kept-pages-outlet.tsx), so two lists' searches, or one step
 * page of two projects, would give two elements one id — and a label would point at the hidden one.
 */
export function PageForm<Values = unknown>({
  name,
  ...props
}: Omit<FormProps<Values>, 'children'> & { readonly name: string; readonly children?: ReactNode }) {
  return <Form<Values> {...props} name={`${name}${useId()}`} />;
}
