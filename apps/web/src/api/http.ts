import axios, { type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE_URL, HTTP_TIMEOUT_MS } from '../config';
import { t } from '../locales/i18n';
import { readStored } from '../stores/expiring-storage';
import { ACCESS_TOKEN } from '../stores/storage-keys';
import { catalogueKeyOf, type HttpFailure } from './http-errors';
import { sessionHeaders } from './session-headers';
import type { Envelope } from './types';

/** Dictionary item lookups are cacheable: no `_t` on them (spec §7). */
const NO_TIMESTAMP_URL = 'sys/dict/getDictItems';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller reacts to failures itself: skip the global error catalogue. */
    silent?: boolean;
  }
}

type FailureHandler = (failure: HttpFailure) => void;
let onFailure: FailureHandler = () => {};

/** The app installs the reaction to failed calls (error catalogue, logout) once at start. */
export function setHttpFailureHandler(handler: FailureHandler): void {
  onFailure = handler;
}

export const http = axios.create({ baseURL: API_BASE_URL, timeout: HTTP_TIMEOUT_MS });

export function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  for (const [name, value] of Object.entries(sessionHeaders(readStored<string>(ACCESS_TOKEN)))) {
    config.headers.set(name, value);
  }
  if ((config.method ?? 'get').toLowerCase() === 'get' && !config.url?.includes(NO_TIMESTAMP_URL)) {
    config.params = { _t: Math.floor(Date.now() / 1000), ...config.params };
  }
  return config;
}

/** A blob response that carries a JSON body (an error instead of a file) is read as JSON. */
async function jsonFromBlob(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || !data.type.includes('json')) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return data;
  }
}

async function toFailure(error: AxiosError): Promise<HttpFailure> {
  if (!error.response) {
    return { timedOut: error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' };
  }
  const body = (await jsonFromBlob(error.response.data)) as Partial<Envelope> | undefined;
  return { status: error.response.status, serverMessage: typeof body?.message === 'string' ? body.message : undefined };
}

http.interceptors.request.use(addSessionHeaders);
http.interceptors.response.use(
  async (response) => ({ ...response, data: await jsonFromBlob(response.data) }),
  async (error: AxiosError) => {
    if (!axios.isCancel(error)) {
      const failure = await toFailure(error);
      if (!error.config?.silent) onFailure(failure);
      // Whoever shows the error (a form rule under its field, a list's warning) shows the contract's message, or
      // the catalogue's in the user's language: never axios's 'Request failed with status code 500'.
      const message = failure.serverMessage || t(catalogueKeyOf(failure));
      return Promise.reject(Object.assign(error, { failure, message }));
    }
    return Promise.reject(error);
  },
);

/** GET; resolves with the envelope (also when `success` is false). */
export async function getAction<T>(
  url: string,
  params?: Record<string, unknown>,
  config?: AxiosRequestConfig,
): Promise<Envelope<T>> {
  return (await http.get<Envelope<T>>(url, { ...config, params })).data;
}

/** POST a JSON body. */
export async function postAction<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.post<Envelope<T>>(url, body, config)).data;
}

/** PUT a JSON body. */
export async function putAction<T>(url: string, body?: unknown): Promise<Envelope<T>> {
  return (await http.put<Envelope<T>>(url, body)).data;
}

export async function deleteAction<T>(url: string, params?: Record<string, unknown>): Promise<Envelope<T>> {
  return (await http.delete<Envelope<T>>(url, { params })).data;
}

/** GET a file; a JSON body in place of the file comes back parsed. */
export async function downloadFile(url: string, params?: Record<string, unknown>): Promise<Blob | Envelope> {
  return (await http.get<Blob | Envelope>(url, { params, responseType: 'blob' })).data;
}

/** Multipart POST. */
export async function uploadAction<T>(url: string, form: FormData): Promise<Envelope<T>> {
  return (await http.post<Envelope<T>>(url, form)).data;
}

/** The server message of a rejected call, for callers that show it themselves. */
export function failureOf(error: unknown): HttpFailure | undefined {
  return (error as { failure?: HttpFailure } | null)?.failure;
}
