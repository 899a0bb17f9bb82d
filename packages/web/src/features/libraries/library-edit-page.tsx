import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  bankAccountSchema,
  blacklistingSchema,
  certificateSchema,
  INDUSTRY_SECTIONS,
  type LibraryEntry,
  type LibraryEntryInput,
  type LibraryKind,
  libraryContactSchema,
  libraryEntryInputSchema,
  PROVINCIAL_AREAS,
} from '@tender/domain';
import { AutoComplete, Button, Card, DatePicker, Form, Input, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { PageForm } from '../../components/page-form';
import { useAdminSave } from '../../components/use-admin-save';
import { useZodRule } from '../../components/zod-rule';
import { useLibraryEntry, useSaveLibraryEntry } from '../../data/libraries/use-libraries';
import { useT } from '../../i18n/i18n-context';
import { entryIdOf, libraryDetailPath, libraryListPath } from './library-paths';

type EntryValues = Omit<LibraryEntryInput, 'bankAccount'> & {
  bankAccount?: LibraryEntryInput['bankAccount'];
};

const fields = libraryEntryInputSchema.shape;
const contact = libraryContactSchema.shape;
const certificate = certificateSchema.shape;
const blacklisting = blacklistingSchema.shape;
const bank = bankAccountSchema.shape;

/** A date field held as `YYYY-MM-DD` (the schemas' and the wire's form), shown in antd's date picker. */
const dateField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
} as const;

const valuesOf = (entry: LibraryEntry): EntryValues => ({
  name: entry.name,
  creditCode: entry.creditCode,
  contacts: entry.contacts,
  address: entry.address,
  area: entry.area,
  legalRepresentative: entry.legalRepresentative,
  industry: entry.industry,
  bankAccount: entry.bankAccount,
  certificates: entry.certificates,
  blacklistings: entry.blacklistings,
});

/**
 * Creates an entry of a library (no `?id=`) or edits one with the version read. Every field's rule is
 * the domain's schema, so the form says what the server would — a credit code's check character among
 * them; the server's refusals (a credit code another entry holds, a version someone replaced) are shown
 * as every settings form shows them. Saved, it opens the entry.
 */
export function LibraryEditPage({ kind }: { readonly kind: LibraryKind }) {
  const { t } = useT();
  const [search] = useSearchParams();
  const id = entryIdOf(search);
  const entry = useLibraryEntry(kind, id);
  if (id !== undefined && entry.isError) {
    return <LoadFailed title={t('libraries.notFound')} error={entry.error} onRetry={() => entry.refetch()} />;
  }
  if (id !== undefined && entry.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <LibraryEntryForm kind={kind} entry={id === undefined ? undefined : entry.data} />;
}

function LibraryEntryForm({
  kind,
  entry,
}: {
  readonly kind: LibraryKind;
  readonly entry: LibraryEntry | undefined;
}) {
  const { t } = useT();
  const zodRule = useZodRule();
  const navigate = useNavigate();
  const [form] = Form.useForm<EntryValues>();
  const saveEntry = useSaveLibraryEntry(kind);
  const isBidder = kind === 'bidder';
  const entryRefresh = useCallback(<T,>(work: () => Promise<T>) => work(), []);
  const save = useAdminSave({ form, write: entryRefresh });

  useEffect(() => {
    form.resetFields();
    if (entry) form.setFieldsValue(valuesOf(entry));
  }, [entry, form]);

  const onFinish = async (values: EntryValues) => {
    let savedId: number | undefined;
    const saved = await save(async () => {
      const written = await saveEntry(entry ? { ...values, id: entry.id, version: entry.version } : values);
      savedId = written.id;
    });
    if (saved && savedId !== undefined) navigate(libraryDetailPath(kind, savedId));
  };

  const title = entry ? entry.name : t(`libraries.${kind}.create`);
  return (
    <Card title={title} data-testid="library-edit">
      <PageForm<EntryValues>
        name="library-entry"
        form={form}
        layout="vertical"
        style={{ maxWidth: 880 }}
        initialValues={{ contacts: [], certificates: [], blacklistings: [] }}
        onFinish={onFinish}
        scrollToFirstError={{ block: 'center' }}
      >
        <Form.Item
          name="name"
          label={t('libraries.field.name')}
          rules={[zodRule(fields.name, { required: true })]}
        >
          <Input autoComplete="organization" data-testid="library-field-name" />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label={t('libraries.field.creditCode')}
          rules={[zodRule(fields.creditCode, { required: true })]}
        >
          <Input maxLength={24} style={{ maxWidth: 320 }} data-testid="library-field-credit-code" />
        </Form.Item>
        {isBidder && (
          <Form.Item
            name="legalRepresentative"
            label={t('libraries.field.legalRepresentative')}
            rules={[zodRule(fields.legalRepresentative)]}
          >
            <Input style={{ maxWidth: 320 }} />
          </Form.Item>
        )}
        <Space wrap size="middle" align="start">
          <Form.Item name="area" label={t('libraries.field.area')} rules={[zodRule(fields.area)]}>
            <AutoComplete
              style={{ width: 240 }}
              options={PROVINCIAL_AREAS.map((area) => ({ value: area }))}
              filterOption={(typed, option) => String(option?.value ?? '').includes(typed)}
            />
          </Form.Item>
          {isBidder && (
            <Form.Item
              name="industry"
              label={t('libraries.field.industry')}
              rules={[zodRule(fields.industry)]}
            >
              <AutoComplete
                style={{ width: 320 }}
                options={INDUSTRY_SECTIONS.map((section) => ({ value: section.name }))}
                filterOption={(typed, option) => String(option?.value ?? '').includes(typed)}
              />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="address" label={t('libraries.field.address')} rules={[zodRule(fields.address)]}>
          <Input autoComplete="street-address" />
        </Form.Item>

        <ListSection title={t('libraries.field.contacts')}>
          <RowList
            name="contacts"
            addLabel={t('libraries.addContact')}
            newRow={{ name: '' }}
            testId="library-contact"
          >
            {(row) => (
              <>
                <Form.Item
                  name={[row, 'name']}
                  label={t('libraries.field.contactName')}
                  rules={[zodRule(contact.name, { required: true })]}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[row, 'phone']}
                  label={t('libraries.field.contactPhone')}
                  rules={[zodRule(contact.phone)]}
                >
                  <Input type="tel" />
                </Form.Item>
                <Form.Item
                  name={[row, 'email']}
                  label={t('libraries.field.contactEmail')}
                  rules={[zodRule(contact.email)]}
                >
                  <Input type="email" />
                </Form.Item>
              </>
            )}
          </RowList>
        </ListSection>

        {isBidder && (
          <>
            <ListSection title={t('libraries.field.bankAccount')}>
              <BankAccountFields />
            </ListSection>
            <ListSection title={t('libraries.field.certificates')}>
              <RowList
                name="certificates"
                addLabel={t('libraries.addCertificate')}
                newRow={{ type: '', number: '' }}
                testId="library-certificate"
              >
                {(row) => (
                  <>
                    <Form.Item
                      name={[row, 'type']}
                      label={t('libraries.field.certificateType')}
                      rules={[zodRule(certificate.type, { required: true })]}
                    >
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[row, 'number']}
                      label={t('libraries.field.certificateNumber')}
                      rules={[zodRule(certificate.number, { required: true })]}
                    >
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[row, 'expiresOn']}
                      label={t('libraries.field.certificateExpiresOn')}
                      rules={[zodRule(certificate.expiresOn, { required: true })]}
                      {...dateField}
                    >
                      <DatePicker />
                    </Form.Item>
                  </>
                )}
              </RowList>
            </ListSection>
            <ListSection title={t('libraries.field.blacklistings')}>
              <RowList
                name="blacklistings"
                addLabel={t('libraries.addBlacklisting')}
                newRow={{ reason: '', until: null }}
                testId="library-blacklisting"
              >
                {(row) => (
                  <>
                    <Form.Item
                      name={[row, 'reason']}
                      label={t('libraries.field.blacklistReason')}
                      rules={[zodRule(blacklisting.reason, { required: true })]}
                    >
                      <Input style={{ width: 280 }} />
                    </Form.Item>
                    <Form.Item
                      name={[row, 'from']}
                      label={t('libraries.field.blacklistFrom')}
                      rules={[zodRule(blacklisting.from, { required: true })]}
                      {...dateField}
                    >
                      <DatePicker />
                    </Form.Item>
                    <Form.Item
                      name={[row, 'until']}
                      label={t('libraries.field.blacklistUntil')}
                      rules={[zodRule(blacklisting.until)]}
                      {...dateField}
                    >
                      <DatePicker />
                    </Form.Item>
                  </>
                )}
              </RowList>
            </ListSection>
          </>
        )}

        <Space style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" data-testid="library-save">
            {t('libraries.save')}
          </Button>
          <LinkButton to={entry ? libraryDetailPath(kind, entry.id) : libraryListPath(kind)}>
            {t('libraries.cancel')}
          </LinkButton>
        </Space>
      </PageForm>
    </Card>
  );
}

/** A titled group of a list's rows, for contacts, certificates and blacklistings alike. */
function ListSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '16px 0' }}>
      <legend style={{ fontSize: 16, fontWeight: 500, marginBottom: 8 }}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A list of rows of the form (contacts, certificates, blacklistings): each removable, one more added. */
function RowList({
  name,
  addLabel,
  newRow,
  testId,
  children,
}: {
  readonly name: 'contacts' | 'certificates' | 'blacklistings';
  readonly addLabel: string;
  readonly newRow: object;
  readonly testId: string;
  readonly children: (row: number) => ReactNode;
}) {
  return (
    <Form.List name={name}>
      {(items, { add, remove }) => (
        <>
          {items.map(({ key, name: row }) => (
            <Space key={key} wrap align="start" data-testid={testId}>
              {children(row)}
              <RemoveButton onClick={() => remove(row)} />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add(newRow)}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}

function RemoveButton({ onClick }: { readonly onClick: () => void }) {
  const { t } = useT();
  return (
    <Button
      type="text"
      icon={<MinusCircleOutlined />}
      aria-label={t('libraries.remove')}
      onClick={onClick}
      style={{ marginTop: 30 }}
    />
  );
}

/** The optional bank account: added as a whole (all three fields) or not at all. */
function BankAccountFields() {
  const { t } = useT();
  const zodRule = useZodRule();
  const form = Form.useFormInstance<EntryValues>();
  const account = Form.useWatch('bankAccount', form);
  if (!account) {
    return (
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          form.setFieldValue('bankAccount', { bankName: '', accountName: '', accountNumber: '' })
        }
      >
        {t('libraries.bankAccount.add')}
      </Button>
    );
  }
  return (
    <Space wrap align="start">
      <Form.Item
        name={['bankAccount', 'bankName']}
        label={t('libraries.field.bankName')}
        rules={[zodRule(bank.bankName, { required: true })]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name={['bankAccount', 'accountName']}
        label={t('libraries.field.accountName')}
        rules={[zodRule(bank.accountName, { required: true })]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name={['bankAccount', 'accountNumber']}
        label={t('libraries.field.accountNumber')}
        rules={[zodRule(bank.accountNumber, { required: true })]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Button
        type="text"
        icon={<MinusCircleOutlined />}
        aria-label={t('libraries.bankAccount.remove')}
        onClick={() => form.setFieldValue('bankAccount', null)}
        style={{ marginTop: 30 }}
      />
    </Space>
  );
}
