// Build-time configuration. The API is same-origin (it serves this SPA), so its base is a path.
export const API_BASE_PATH = '/api/v1';

const aiUrl: string | undefined = import.meta.env.VITE_AI_SERVICE_URL;
export const AI_SERVICE_URL = (aiUrl || 'http://localhost:5000').replace(/\/+$/, '');
