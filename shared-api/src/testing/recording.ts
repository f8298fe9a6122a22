import { http } from 'msw';

/** A POST handler that records the JSON bodies it saw and answers with `answer`. */
export function recordingPost(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  const handler = http.post(path, async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { handler, bodies };
}
