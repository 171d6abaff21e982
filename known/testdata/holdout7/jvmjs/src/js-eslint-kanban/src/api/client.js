const BASE = '/api/v1';

async function request(method, path, body) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    throw new Error(`${method} ${path}: ${res.status}`);
  }
  return res.status === 204 ? null : res.json();
}

export function listCards(boardId, filter = {}) {
  const query = new URLSearchParams(filter).toString();
  return request('GET', `/boards/${boardId}/cards${query ? `?${query}` : ''}`);
}

export function moveCard(cardId, column) {
  return request('PATCH', `/cards/${cardId}`, { column });
}

export function saveBoard(board) {
  const payload = structuredClone(board);
  delete payload.cache;
  return request('PUT', `/boards/${board.id}`, payload);
}
