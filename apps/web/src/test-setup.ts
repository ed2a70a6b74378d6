import { configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition, not a time: on a loaded 2-core CI machine the first import of
// a lazily loaded dialog (transformed on demand by the test runner) can take longer than the default
// second, so they may wait up to ten before a test fails.
configure({ asyncUtilTimeout: 10_000 });
