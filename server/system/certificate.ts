import { isIP } from "node:net";
import { connect } from "node:tls";

/** Longest wait for the HTTPS server's greeting: the System screen waits for no more. */
const TIMEOUT_MS = 3000;

export interface CertificateFacts {
  issuer: string;
  expiresAt: string;
}

/**
 * The certificate visitors are shown: asked of the HTTPS server on this machine (nginx, on
 * loopback) for the site's host name, as a browser would, whatever client obtained it and wherever
 * it keeps it (certbot's own folders are root's only). Verification is off on purpose: an expired or
 * wrong certificate is what is being looked for. Throws, in plain words, when nothing answers.
 */
export function presentedCertificate({
  host,
  port,
  servername,
}: {
  host: string;
  port: number;
  servername: string;
}): Promise<CertificateFacts> {
  return new Promise((resolve, reject) => {
    // A name is sent as a browser sends it (SNI); an address is not a name there (RFC 6066).
    const socket = connect({
      host,
      port,
      ...(isIP(servername) ? {} : { servername }),
      rejectUnauthorized: false,
      ALPNProtocols: ["http/1.1"],
    });
    const fail = (message: string) => {
      socket.destroy();
      reject(new Error(message));
    };
    socket.setTimeout(TIMEOUT_MS, () => fail(`no HTTPS answer on ${host}:${port} within ${TIMEOUT_MS / 1000} s`));
    socket.once("error", (err: NodeJS.ErrnoException) =>
      fail(
        err.code === "ECONNREFUSED"
          ? `nothing answers HTTPS on ${host}:${port}`
          : `HTTPS on ${host}:${port} failed: ${err.code ?? err.message}`,
      ),
    );
    socket.once("secureConnect", () => {
      const cert = socket.getPeerX509Certificate();
      socket.end();
      if (!cert) return fail(`HTTPS on ${host}:${port} showed no certificate`);
      const issuer = /(?:^|\n)O=(.+)/.exec(cert.issuer)?.[1] ?? /(?:^|\n)CN=(.+)/.exec(cert.issuer)?.[1] ?? cert.issuer;
      resolve({ issuer: issuer.trim(), expiresAt: new Date(cert.validTo).toISOString() });
    });
  });
}
