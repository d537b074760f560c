import { test } from './support/fixtures';
import { expectNoServerRoutes } from './support/export-routes';

test('the export holds no server-only route @one-width', () => expectNoServerRoutes('out'));
