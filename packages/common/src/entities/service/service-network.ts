import { entity } from '../define';
import { area, dict, int, links, number, text, textarea } from '../fields';

/**
 * 服务网点: repair centres, stores and authorised points with their map position. The public finds them by area and
 * nearest first (`GET /api/public/{site}/service/network`); the grid cell's index serves that search's bounding box.
 */
export const cmsServiceNetwork = entity({
  name: 'cms.serviceNetwork',
  table: 'cms_service_network',
  apiBase: '/cms/serviceNetwork',
  permPrefix: 'cms:serviceNetwork',
  title: '服务网点',
  en: 'Service point',
  page: 'cms/ServiceNetworkList',
  scope: 'site',
  textIndex: ['name'],
  public: {
    fields: ['name', 'kind', 'area', 'address', 'longitude', 'latitude', 'phone', 'openingHours', 'services', 'status'],
    filters: ['kind', 'area', 'status'],
    search: ['name', 'address'],
  },
  fields: {
    name: text({ label: '网点名称', en: 'Service point name', required: true, max: 100, search: 'like' }),
    // 'in', not 'eq': no index of their own that a database could prefer to the grid cell's for the nearest search.
    kind: dict('service_network_kind', {
      label: '网点类型',
      en: 'Service point type',
      required: true,
      search: 'in',
      width: 110,
    }),
    area: area({ label: '所在区域', en: 'Area', required: true, search: 'eq', width: 160 }),
    address: text({ label: '详细地址', en: 'Street address', required: true, max: 200 }),
    // One coordinate input in the form; the server checks the ranges and that both or neither are set.
    longitude: number({
      label: '经度',
      en: 'Longitude',
      min: -180,
      max: 180,
      precision: 6,
      list: false,
      coordinate: 'longitude',
    }),
    latitude: number({
      label: '纬度',
      en: 'Latitude',
      min: -90,
      max: 90,
      precision: 6,
      list: false,
      coordinate: 'latitude',
    }),
    phone: text({ label: '联系电话', en: 'Phone', max: 50, width: 130 }),
    openingHours: text({ label: '营业时间', en: 'Opening hours', max: 100, list: false }),
    services: textarea({ label: '服务项目', en: 'Services', max: 500, list: false }),
    productTypes: links('cms.productType', { label: '服务产品类型', en: 'Product types served', list: false }),
    status: dict('service_network_status', {
      label: '状态',
      en: 'Status',
      required: true,
      default: 'open',
      search: 'in',
      width: 90,
    }),
    // `geo-cell.ts`, set by the server from the coordinates; `search: 'eq'` without `filterable` only asks for the
    // index (site, cell): no search widget.
    geoCell: int({
      label: '网格',
      en: 'Grid',
      readonly: true,
      form: false,
      list: false,
      search: 'eq',
      filterable: false,
    }),
  },
});
