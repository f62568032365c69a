package site.ycsb.db.redis;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * TLS options ({@code redis.ssl.*}). Without a trust store or CA file the JVM's default trust store
 * is used, as any Java client would.
 *
 * @param caFile PEM file with the CA certificate(s) that signed the server's certificate, or null
 * @param trustStore a JKS or PKCS#12 trust store, or null
 * @param trustStorePassword its password, or null
 * @param keyStore a PKCS#12 or JKS key store with a client certificate (servers with tls-auth-clients), or null
 * @param keyStorePassword its password, or null
 * @param verify full (CA and host name), ca (CA only) or none (accept any certificate)
 */
public record TlsSettings(String caFile, String trustStore, String trustStorePassword, String keyStore,
    String keyStorePassword, String verify) {

  public static final String CA_FILE = "redis.ssl.cafile";
  public static final String TRUST_STORE = "redis.ssl.truststore";
  public static final String TRUST_STORE_PASSWORD = "redis.ssl.truststore.password";
  public static final String KEY_STORE = "redis.ssl.keystore";
  public static final String KEY_STORE_PASSWORD = "redis.ssl.keystore.password";
  public static final String VERIFY = "redis.ssl.verify";

  static TlsSettings from(PropertyReader props) {
    String ca = props.isSet(CA_FILE) ? props.string(CA_FILE, null) : null;
    String ts = props.isSet(TRUST_STORE) ? props.string(TRUST_STORE, null) : null;
    if (ca != null && ts != null) {
      throw new IllegalPropertyException("set either " + CA_FILE + " or " + TRUST_STORE + ", not both");
    }
    return new TlsSettings(ca, ts, props.string(TRUST_STORE_PASSWORD, null),
        props.isSet(KEY_STORE) ? props.string(KEY_STORE, null) : null, props.string(KEY_STORE_PASSWORD, null),
        props.choice(RedisProperties.SSL_VERIFY));
  }

  /** The socket factory for these options; the message of a failure names the property and file. */
  public SSLSocketFactory socketFactory() throws IOException, GeneralSecurityException {
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(keyManagers(), trustManagers(), null);
    return context.getSocketFactory();
  }

  /** Host name verification as the JDK does it for HTTPS, unless verify is ca or none. */
  public SSLParameters parameters() {
    SSLParameters params = new SSLParameters();
    if ("full".equals(verify)) {
      params.setEndpointIdentificationAlgorithm("HTTPS");
    }
    return params;
  }

  private KeyManager[] keyManagers() throws IOException, GeneralSecurityException {
    if (keyStore == null) {
      return null;
    }
    char[] pw = keyStorePassword == null ? new char[0] : keyStorePassword.toCharArray();
    KeyStore ks = load(KEY_STORE, keyStore, pw);
    KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    kmf.init(ks, pw);
    return kmf.getKeyManagers();
  }

  private TrustManager[] trustManagers() throws IOException, GeneralSecurityException {
    if ("none".equals(verify)) {
      return new TrustManager[] {new TrustAll()};
    }
    KeyStore ks;
    if (caFile != null) {
      ks = KeyStore.getInstance(KeyStore.getDefaultType());
      ks.load(null, null);
      try (InputStream in = Files.newInputStream(Path.of(caFile))) {
        int i = 0;
        for (Certificate cert : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
          ks.setCertificateEntry("ca" + i++, cert);
        }
        if (i == 0) {
          throw new GeneralSecurityException("no certificate in " + CA_FILE + " '" + caFile + "'");
        }
      } catch (IOException e) {
        throw new IOException("cannot read " + CA_FILE + " '" + caFile + "': " + e, e);
      }
    } else if (trustStore != null) {
      ks = load(TRUST_STORE, trustStore, trustStorePassword == null ? null : trustStorePassword.toCharArray());
    } else {
      return null;  // the JVM's default trust store
    }
    TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(ks);
    return tmf.getTrustManagers();
  }

  private static KeyStore load(String property, String file, char[] password)
      throws IOException, GeneralSecurityException {
    try {
      return KeyStore.getInstance(new File(file), password);  // detects JKS or PKCS#12
    } catch (IOException | GeneralSecurityException e) {
      throw new IOException("cannot read " + property + " '" + file + "': " + e.getMessage(), e);
    }
  }

  /** redis.ssl.verify=none: encryption without authentication of the server, for test setups. */
  private static final class TrustAll implements X509TrustManager {
    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) {
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) {
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
      return new X509Certificate[0];
    }
  }

  @Override
  public String toString() {
    return "TlsSettings[cafile=" + caFile + ", truststore=" + trustStore + ", keystore=" + keyStore + ", verify="
        + verify + "]";
  }
}
