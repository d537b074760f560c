import { test } from '../test-support/fixtures';
import { expectNoServerRoutes } from '../test-support/export-routes';

test('the export with no configuration holds no server-only route', () => expectNoServerRoutes('default'));
