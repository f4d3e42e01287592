import { request } from 'node:http';

export interface ChannelAnswer {
  status: number;
  lines?: string[];
  error?: string;
}

/**
 * Sends an ops command to the api that holds the embedded database (its channel: plugins/app/ops-channel)
 * and answers what it said; null when no api listens there (it stopped, or is older than the channel).
 */
export function askRunningApi(socketPath: string, argv: string[]): Promise<ChannelAnswer | null> {
  const body = JSON.stringify({ argv });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: '/ops',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<
              ChannelAnswer,
              'status'
            >;
            resolve({ status: res.statusCode ?? 500, ...answer });
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    req.end(body);
  });
}
