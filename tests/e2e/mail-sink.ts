import { appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

/**
 * A minimal SMTP server for the end-to-end run: accepts every message and appends its text to a file, so a test can
 * read the links the server mails (a welcome link to set a password). No TLS, no auth: it listens on 127.0.0.1 only.
 */
export function startMailSink(file: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 unipath-e2e-sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          appendFileSync(file, `${buffer.slice(0, end)}\n=====\n`);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250-unipath-e2e-sink\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ port, close: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
}

/** Undoes quoted-printable (soft breaks and =XX), which mail bodies may use. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
