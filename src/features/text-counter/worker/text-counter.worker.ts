import { serveLatestRequests } from '@/lib/worker/latest-request-worker';
import { createCountHandler, type CountRequest, type CountResponse } from '../model/count-request';

serveLatestRequests<CountRequest, CountResponse>(self, createCountHandler());
