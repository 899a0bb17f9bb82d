import type { LibraryKind } from '@tender/domain';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useLibraryMatches } from '../../data/libraries/use-libraries';
import { usePermits } from '../../data/session/use-permits';
import type { ProjectFormValues } from './project-form-values';

type ContactField = keyof ProjectFormValues & string;

/**
 * A project field picked from a library as it is typed (§1: nobody retypes what Tender holds): the
 * entries' names to suggest, what to look up, and, on a pick, the entry's first contact written into the
 * form's contact fields that are still empty. Anyone may still type a name the library lacks.
 */
export function useLibraryPick(
  kind: Extract<LibraryKind, 'purchaser' | 'agency'>,
  form: FormInstance<ProjectFormValues>,
  contactFields: {
    readonly name?: ContactField;
    readonly phone?: ContactField;
    readonly email?: ContactField;
  },
) {
  const [typed, setTyped] = useState('');
  const entries = useLibraryMatches(kind, typed, usePermits()(`${kind}.query`));
  return {
    suggestions: entries.map((entry) => entry.name),
    onSearch: setTyped,
    onSelect: (name: string) => {
      const contact = entries.find((entry) => entry.name === name)?.contacts[0];
      if (!contact) return;
      const fill = (field: ContactField | undefined, value: string | null | undefined) =>
        field && value && !form.getFieldValue(field) ? { [field]: value } : {};
      form.setFieldsValue({
        ...fill(contactFields.name, contact.name),
        ...fill(contactFields.phone, contact.phone),
        ...fill(contactFields.email, contact.email),
      });
    },
  };
}
