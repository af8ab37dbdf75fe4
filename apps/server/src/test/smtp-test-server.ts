// A minimal SMTP server on 127.0.0.1 for transport tests: accepts every message (or refuses recipients
// on request) and keeps what it received. Enough of RFC 5321 for nodemailer; no TLS, no AUTH.
import net from 'node:net';

export interface ReceivedMessage {
  from: string;
  to: string[];
  /** The raw message: headers and body as sent, CRLF line ends, dot-stuffing removed. */
  data: string;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  messages: ReceivedMessage[];
  /** Answer 550 to every RCPT TO while true. */
  refuseRecipients: boolean;
  close(): Promise<void>;
}

const addressOf = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const sockets = new Set<net.Socket>();
  const state: SmtpTestServer = {
    port: 0,
    url: '',
    messages: [],
    refuseRecipients: false,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMessage = { from: '', to: [], data: '' };
    let dataLines: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') return reply('250-localhost\r\n250 8BITMIME');
      if (verb === 'HELO') return reply('250 localhost');
      if (verb === 'MAIL') {
        current = { from: addressOf(line.slice(10)), to: [], data: '' };
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        if (state.refuseRecipients) return reply('550 5.1.1 mailbox unavailable');
        current.to.push(addressOf(line.slice(8)));
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        dataLines = [];
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET' || verb === 'NOOP') return reply('250 OK');
      if (verb === 'QUIT') {
        reply('221 Bye');
        return socket.end();
      }
      return reply('502 Command not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!inData) {
          command(line);
        } else if (line === '.') {
          inData = false;
          state.messages.push({ ...current, data: dataLines.join('\r\n') });
          reply('250 OK queued');
        } else {
          dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        }
      }
    });
    reply('220 localhost ESMTP test server');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP test server has no port');
  state.port = address.port;
  state.url = `smtp://127.0.0.1:${address.port}`;
  return state;
}
