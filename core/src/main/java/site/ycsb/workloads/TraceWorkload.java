package site.ycsb.workloads;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Client;
import site.ycsb.DB;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.measurements.Measurements;

/**
 * Replays a trace file ({@code trace.file}, Twitter's cache-trace format or a CSV with a header, plain or zstd),
 * streaming it: each line becomes one operation on the trace's key with the trace's value size and TTL. With
 * {@code trace.speed} above 0 the operations arrive at the trace's timestamps divided by the speed (the engine's
 * open loop, through {@link TimedArrivals}); with 0, as fast as the client threads go. Either way a trace client's
 * requests run one at a time, in trace order ({@link ClientLanes}). The phase ends with the trace (or
 * operationcount). The load phase inserts nothing: a cache trace fills its cache with its own writes.
 */
public class TraceWorkload extends Workload implements ReplayWorkload {
  public static final String FILE_PROPERTY = "trace.file";
  public static final String FORMAT_PROPERTY = "trace.format";
  public static final String FORMAT_DEFAULT = "twitter";
  public static final String SPEED_PROPERTY = "trace.speed";
  public static final String SPEED_DEFAULT = "1";
  public static final String TTL_PROPERTY = "trace.ttl";
  public static final String TTL_DEFAULT = "apply";
  /** The highest speed accepted: a trace second in a nanosecond. */
  static final double MAX_SPEED = 1e9;

  private String table;
  private String field;
  private boolean applyTtl;
  private boolean traceHasTtls;
  private double speed;
  private boolean transactions;
  private String fileName;
  private TraceReader reader;
  private PacedTrace paced;
  private final ClientLanes lanes = new ClientLanes();
  private final ThreadLocal<TraceThread> current = new ThreadLocal<>();
  private final Object readLock = new Object();
  /** Timed arrivals: the requests whose time was given, not yet claimed, oldest first (under the loop's lock). */
  private final ArrayDeque<Claim> timed = new ArrayDeque<>();
  private boolean ended;
  /** The lines to replay at most: operationcount (warm-up included); 0: the whole trace. */
  private long lineLimit;
  private long linesRead;
  private volatile byte[] valueBytes = new byte[0];

  /** A client thread's state: the request its open loop claimed for it. */
  private static final class TraceThread {
    private Claim claimed;
  }

  /**
   * What a client claims from the open loop: a request, or the failure to read the next one, which the claiming
   * client reports as its own (thrown where the loop reads ahead, it would end the loop's dispatcher).
   */
  private record Claim(ClientLanes.Ticket ticket, RuntimeException failure) {
  }

  @Override
  public void init(Properties p) throws WorkloadException {
    PropertyReader props = new PropertyReader(p);
    transactions = props.booleanValue(Client.DO_TRANSACTIONS_PROPERTY, true);
    String format = props.choice(FORMAT_PROPERTY, FORMAT_DEFAULT, "twitter", "csv");
    speed = props.doubleValue(SPEED_PROPERTY, Double.parseDouble(SPEED_DEFAULT), 0, MAX_SPEED);
    applyTtl = props.choice(TTL_PROPERTY, TTL_DEFAULT, "apply", "ignore").equals("apply");
    table = props.string(CoreWorkload.TABLENAME_PROPERTY, CoreWorkload.TABLENAME_PROPERTY_DEFAULT);
    field = props.string(CoreWorkload.FIELD_NAME_PREFIX, CoreWorkload.FIELD_NAME_PREFIX_DEFAULT) + "0";
    int fieldLength = props.intValue(CoreWorkload.FIELD_LENGTH_PROPERTY,
        Integer.parseInt(CoreWorkload.FIELD_LENGTH_PROPERTY_DEFAULT), 0);
    // Applied here, not only by the client threads' counts: an open loop that ended on the count while it held
    // claimed lines would leave their clients' later lines waiting for them (ClientLanes).
    lineLimit = props.longValue(Client.OPERATION_COUNT_PROPERTY, 0, 0);
    Path file = traceFile(props);
    fileName = file.toString();
    try {
      if (format.equals("csv")) {
        CsvTraceReader csv = new CsvTraceReader(TraceInput.open(file), fileName, fieldLength);
        reader = csv;
        traceHasTtls = true;
        if (speed > 0 && !csv.hasTimestamps()) {
          throw new IllegalPropertyException("property '" + SPEED_PROPERTY + "' is '" + props.string(SPEED_PROPERTY,
              SPEED_DEFAULT) + "', but the CSV trace " + fileName + " has no timestamp column; accepted: 0 (as fast "
              + "as possible), or a CSV whose header names a timestamp column");
        }
      } else {
        reader = new TwitterTraceReader(TraceInput.open(file), fileName);
        traceHasTtls = true;
      }
    } catch (IOException e) {
      throw new IllegalPropertyException("property '" + FILE_PROPERTY + "' is '" + fileName + "': "
          + ErrorText.describeFile(e) + "; accepted: a readable trace file, plain or zstd");
    }
    paced = transactions && speed > 0 ? new PacedTrace(reader, speed) : null;
  }

  private static Path traceFile(PropertyReader props) {
    String name = props.string(FILE_PROPERTY, "").trim();
    String accepted = "the path of a readable trace file (trace.format=twitter or csv, plain or zstd)";
    if (name.isEmpty()) {
      throw new IllegalPropertyException("property '" + FILE_PROPERTY + "' is not set; accepted: " + accepted);
    }
    Path file;
    try {
      file = Path.of(name);
    } catch (InvalidPathException e) {
      throw new IllegalPropertyException(FILE_PROPERTY, name, accepted);
    }
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      throw new IllegalPropertyException("property '" + FILE_PROPERTY + "' is '" + name + "': "
          + (Files.exists(file) ? "not a readable file" : "no such file") + "; accepted: " + accepted);
    }
    return file;
  }

  @Override
  public Object initThread(Properties p, int mythreadid, int threadcount) {
    TraceThread state = new TraceThread();
    current.set(state);
    return state;
  }

  @Override
  public TimedArrivals timedArrivals() {
    if (paced == null) {
      return null;
    }
    return new TimedArrivals() {
      @Override
      public long nextOffsetNs() {
        return nextTimed();
      }

      @Override
      public void claim() {
        current.get().claimed = timed.poll();
      }
    };
  }

  @Override
  public String arrivalsNote() {
    return "Open-loop arrivals: the trace's timestamps (" + SPEED_PROPERTY + "=" + formatSpeed() + "); each "
        + "second's requests spread evenly over it; response time counts from each request's scheduled start.";
  }

  private String formatSpeed() {
    return speed == Math.rint(speed) ? Long.toString((long) speed) : Double.toString(speed);
  }

  @Override
  public String refusal(DB db) {
    if (!transactions || !applyTtl || !traceHasTtls) {
      return null;
    }
    String why = db.ttlRefusal();
    return why == null ? null : "property '" + TTL_PROPERTY + "' is 'apply', but the binding " + why
        + "; accepted: ignore (the trace's TTLs are not sent), or a binding that expires records";
  }

  /** The next timed request (open loop, under its lock): its arrival, queued for the client that claims it. */
  private long nextTimed() {
    if (ended) {
      return TimedArrivals.END;
    }
    TraceRequest r;
    try {
      r = lineLimit > 0 && linesRead == lineLimit ? null : paced.next();
    } catch (IOException | RuntimeException e) {
      // No stop asked here: a stopping client would never claim the failure, which its claim reports; the
      // arrivals end with it.
      ended = true;
      RuntimeException failure = e instanceof RuntimeException re ? re : new UncheckedIOException(
          fileName + ": " + ErrorText.describeFile((IOException) e), (IOException) e);
      timed.add(new Claim(null, failure));
      return paced.offsetNs();
    }
    if (r == null) {
      ended = true;
      return TimedArrivals.END;
    }
    linesRead++;
    timed.add(new Claim(lanes.issue(r), null));
    return paced.offsetNs();
  }

  /** The next request in trace order (as fast as possible), or null at the end. */
  private ClientLanes.Ticket nextInOrder() {
    synchronized (readLock) {
      if (ended) {
        return null;
      }
      TraceRequest r;
      try {
        r = lineLimit > 0 && linesRead == lineLimit ? null : reader.next();
      } catch (IOException e) {
        ended = true;
        requestStop();
        throw new UncheckedIOException(fileName + ": " + ErrorText.describeFile(e), e);
      } catch (RuntimeException e) {
        ended = true;
        requestStop();
        throw e;
      }
      if (r == null) {
        ended = true;
        return null;
      }
      linesRead++;
      return lanes.issue(r);
    }
  }

  @Override
  public boolean doInsert(DB db, Object threadstate) {
    return false;
  }

  @Override
  public boolean doTransaction(DB db, Object threadstate) {
    ClientLanes.Ticket ticket;
    if (paced != null) {
      TraceThread state = (TraceThread) threadstate;
      Claim claim = state.claimed;
      state.claimed = null;
      if (claim == null) {
        return false;
      }
      if (claim.failure() != null) {
        throw claim.failure();
      }
      ticket = claim.ticket();
    } else {
      ticket = nextInOrder();
    }
    if (ticket == null) {
      return false;
    }
    try {
      if (!lanes.awaitTurn(ticket, this::isStopRequested)) {
        return false;
      }
      run(db, ticket.request());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    } finally {
      lanes.done(ticket);
    }
    return true;
  }

  private void run(DB db, TraceRequest r) {
    String key = r.databaseKey();
    switch (r.operation()) {
      case READ:
        db.read(table, key, null, new HashMap<>());
        break;
      case WRITE:
        if (applyTtl && r.ttl() > 0) {
          db.insert(table, key, value(r.valueSize()), r.ttl());
        } else {
          db.insert(table, key, value(r.valueSize()));
        }
        break;
      case DELETE:
        db.delete(table, key);
        break;
      default:
        readModifyWrite(db, key, r.valueSize());
        break;
    }
  }

  private void readModifyWrite(DB db, String key, int valueSize) {
    Measurements measurements = Measurements.getMeasurements();
    long intended = measurements.getIntendedtartTimeNs();
    long start = System.nanoTime();
    db.read(table, key, null, new HashMap<>());
    db.update(table, key, value(valueSize));
    long end = System.nanoTime();
    measurements.measure("READ-MODIFY-WRITE", (int) ((end - start) / 1000));
    measurements.measureIntended("READ-MODIFY-WRITE", (int) ((end - intended) / 1000));
  }

  /** One field of {@code size} bytes, a view of one shared read-only array (no bytes copied per operation). */
  private Map<String, ByteIterator> value(int size) {
    byte[] bytes = valueBytes;
    if (bytes.length < size) {
      bytes = grow(size);
    }
    Map<String, ByteIterator> values = new HashMap<>(2);
    values.put(field, new ByteArrayByteIterator(bytes, 0, size));
    return values;
  }

  private synchronized byte[] grow(int size) {
    byte[] bytes = valueBytes;
    if (bytes.length < size) {
      bytes = new byte[Math.max(size, bytes.length * 2)];
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) ('a' + i % 26);
      }
      valueBytes = bytes;
    }
    return bytes;
  }

  @Override
  public void cleanup() throws WorkloadException {
    try {
      if (reader != null) {
        reader.close();
      }
    } catch (IOException e) {
      throw new WorkloadException("closing " + fileName + ": " + ErrorText.describeFile(e), e);
    }
  }
}
