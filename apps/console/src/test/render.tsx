import { render } from '@testing-library/react';
import { ConsoleApp, createQueryClient } from '../app/app';

/** The whole console at an address under /ops (the real router, providers and client). */
export function renderConsole(path = '/') {
  window.history.replaceState(null, '', `/ops${path}`);
  return render(<ConsoleApp queryClient={createQueryClient()} />);
}
