import { useQuery } from '@tanstack/react-query';
import { type RecordOf, RecordRepository, type RecordType } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { useProjectWrite } from '../projects/use-project-write';
import { recordQueries } from './record-queries';

/** A project's records of one type (recordQueries.ofProject). */
export function useRecords<T extends RecordType>(type: T, projectId: number) {
  const records = useInject<RecordRepository>(RecordRepository);
  return useQuery(recordQueries.ofProject(records, type, projectId));
}

/** Writes records; the server checks each write again (§6), and the project is refreshed after it. */
export function useRecordWriter(projectId: number) {
  const records = useInject<RecordRepository>(RecordRepository);
  const run = useProjectWrite(projectId);
  return {
    create: <T extends RecordType>(type: T, record: RecordOf<T>) => run(() => records.create(type, record)),
    update: <T extends RecordType>(type: T, record: RecordOf<T> & { id: number }) =>
      run(() => records.update(type, record)),
    remove: (type: RecordType, id: number) => run(() => records.delete(type, id)),
  };
}
