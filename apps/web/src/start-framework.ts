// The framework's evaluation in a task of its own (decision 0048, "Two tasks to start"): React
// DOM (and React, which it requires) is CommonJS, which the bundler wraps so that it runs where
// it is first required. start-app.ts imports this module, waits a task, then runs the entry: the
// browser gets a moment between React DOM's evaluation (~40 ms at 4x CPU) and the app's own,
// instead of one long task for both. The entry then finds React DOM already evaluated.
import 'react-dom/client';
