import { test } from './support/fixtures';
import { expectNoServerRoutes } from './support/export-routes';

test('the export with no configuration holds no server-only route', () => expectNoServerRoutes('out-default'));
