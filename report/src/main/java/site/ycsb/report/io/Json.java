package site.ycsb.report.io;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * The report's one JSON mapper (immutable, thread-safe). Each Jackson mapper introspects the types it meets
 * on first use, which costs a noticeable part of a report's run time; one shared mapper pays it once.
 */
public final class Json {
  /** Reads leniently: newer manifests may carry fields this version does not know. */
  public static final JsonMapper MAPPER = JsonMapper.builder()
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
  public static final ObjectWriter PRETTY = MAPPER.writerWithDefaultPrettyPrinter();

  private Json() {
  }
}
