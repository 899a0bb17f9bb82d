import { Container } from 'inversify';
import { inMemoryModule } from '../../src/containers/in-memory-module';
import { describeDeadlinesContract } from './deadlines-contract';
import { describeContracts } from './describe-contracts';

/** The contract suites over the in-memory module of Storybook and UI unit tests, with its demo data. */
const makeContainer = () => {
  const container = new Container();
  container.load(inMemoryModule());
  return container;
};
describeContracts('in-memory module', makeContainer);
// Joins describeContracts, and so the run against the real server, once Compliance/GetDeadlines is served.
describeDeadlinesContract('in-memory module', makeContainer);
