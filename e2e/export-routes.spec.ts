import { test } from '../test-support/fixtures';
import { expectNoServerRoutes } from '../test-support/export-routes';

test('the export holds no server-only route @one-width', () => expectNoServerRoutes('test'));
