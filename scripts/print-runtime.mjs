// Printed first by `npm test` so a regression to the system Node (older than the pinned 22) is visible in CI logs.
console.log(`tender test run on Node ${process.version} (${process.platform}/${process.arch})`);
