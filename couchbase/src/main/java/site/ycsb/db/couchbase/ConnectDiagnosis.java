package site.ycsb.db.couchbase;

import com.couchbase.client.core.cnc.Event;
import com.couchbase.client.core.cnc.events.endpoint.EndpointConnectionFailedEvent;
import com.couchbase.client.core.cnc.events.io.SaslAuthenticationFailedEvent;
import com.couchbase.client.core.cnc.events.io.SecureConnectionFailedEvent;
import com.couchbase.client.core.cnc.events.io.SelectBucketFailedEvent;
import java.util.function.Consumer;

/**
 * Watches the SDK's events while connecting. A failed bootstrap ends in the same timeout whatever went
 * wrong; the events say why (credentials, bucket, TLS, no connection), so the one-line error can too.
 */
final class ConnectDiagnosis implements Consumer<Event> {
  private volatile boolean authenticationFailed;
  private volatile boolean bucketFailed;
  private volatile boolean tlsFailed;
  private volatile boolean connectionFailed;

  @Override
  public void accept(Event event) {
    if (event instanceof SaslAuthenticationFailedEvent) {
      authenticationFailed = true;
    } else if (event instanceof SelectBucketFailedEvent) {
      bucketFailed = true;
    } else if (event instanceof SecureConnectionFailedEvent) {
      tlsFailed = true;
    } else if (event instanceof EndpointConnectionFailedEvent) {
      connectionFailed = true;
    }
  }

  /** What most likely went wrong, naming the properties to check. */
  String hint() {
    if (authenticationFailed) {
      return "authentication failed: check couchbase.username and couchbase.password";
    }
    if (bucketFailed) {
      return "the bucket cannot be opened: check couchbase.bucket and the user's roles on it";
    }
    if (tlsFailed) {
      return "TLS handshake failed: check couchbase.tls.certificate and the couchbases:// scheme";
    }
    if (connectionFailed) {
      return "no connection: check couchbase.host (host names and ports) and that the server runs";
    }
    return "check couchbase.host, couchbase.bucket and the TLS settings";
  }
}
