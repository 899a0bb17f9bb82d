import { Container } from 'inversify';
import { inMemoryModule } from '../../src/containers/in-memory-module';
import { describeContracts } from './describe-contracts';

/** The contract suites over the in-memory module of Storybook and UI unit tests, with its demo data. */
describeContracts('in-memory module', () => {
  const container = new Container();
  container.load(inMemoryModule());
  return container;
});
