import type { Migration } from 'kysely';
import * as m0001 from './0001_system.js';
import * as m0002 from './0002_seed_keys.js';
import * as m0003 from './0003_positions_check_rules.js';
import * as m0004 from './0004_user_list_indexes.js';
import * as m0005 from './0005_user_text_index.js';
import * as m0006 from './0006_user_list_order.js';
import * as m0007 from './0007_site_content_ads.js';
import * as m0008 from './0008_ngram_search.js';
import * as m0009 from './0009_category.js';
import * as m0010 from './0010_oss_file.js';
import * as m0011 from './0011_row_versions.js';
import * as m0012 from './0012_site_settings.js';
import * as m0013 from './0013_public_intake.js';
import * as m0014 from './0014_announcements_messages.js';
import * as m0015 from './0015_product_catalogue.js';
import * as m0016 from './0016_announcement_push.js';
import * as m0017 from './0017_operations.js';
import * as m0018 from './0018_statistics.js';
import * as m0019 from './0019_forms.js';
import * as m0020 from './0020_product_center.js';
import * as m0021 from './0021_downloads.js';
import * as m0022 from './0022_service.js';
import * as m0023 from './0023_subscription_email_unique.js';
import * as m0024 from './0024_intake_images.js';
import * as m0025 from './0025_quartz_jobs.js';
import * as m0026 from './0026_quartz_runs.js';
import * as m0027 from './0027_tenant_scope.js';
import * as m0028 from './0028_fill_rules.js';
import * as m0029 from './0029_tenant_logs.js';
import * as m0030 from './0030_gateway_routes.js';
import * as m0031 from './0031_workflow_forms.js';
import * as m0032 from './0032_workflow.js';

/** Every migration, in order. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '0001_system': m0001,
  '0002_seed_keys': m0002,
  '0003_positions_check_rules': m0003,
  '0004_user_list_indexes': m0004,
  '0005_user_text_index': m0005,
  '0006_user_list_order': m0006,
  '0007_site_content_ads': m0007,
  '0008_ngram_search': m0008,
  '0009_category': m0009,
  '0010_oss_file': m0010,
  '0011_row_versions': m0011,
  '0012_site_settings': m0012,
  '0013_public_intake': m0013,
  '0014_announcements_messages': m0014,
  '0015_product_catalogue': m0015,
  '0016_announcement_push': m0016,
  '0017_operations': m0017,
  '0018_statistics': m0018,
  '0019_forms': m0019,
  '0020_product_center': m0020,
  '0021_downloads': m0021,
  '0022_service': m0022,
  '0023_subscription_email_unique': m0023,
  '0024_intake_images': m0024,
  '0025_quartz_jobs': m0025,
  '0026_quartz_runs': m0026,
  '0027_tenant_scope': m0027,
  '0028_fill_rules': m0028,
  '0029_tenant_logs': m0029,
  '0030_gateway_routes': m0030,
  '0031_workflow_forms': m0031,
  '0032_workflow': m0032,
};
