import { Spin } from 'antd';

/** What shows while a screen's chunk or its first data loads. */
export function PageSpinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullPage ? '100vh' : 240,
      }}
      data-testid="page-spinner"
    >
      <Spin size="large" />
    </div>
  );
}
