package site.ycsb.db.couchbase;

import java.util.Collection;
import java.util.List;

/**
 * The N1QL statement texts. Values (keys, the start key, the limit, documents) are never part of the
 * text: they travel as named parameters ({@code $id}, {@code $startkey}, {@code $limit}, ...), so a
 * statement is prepared once and a key can never change what it means. Field names are identifiers,
 * quoted with backticks.
 */
final class N1qlStatements {
  static final String ID = "id";
  static final String START_KEY = "startkey";
  static final String LIMIT = "limit";
  static final String DOC = "doc";

  private final String keyspace;

  N1qlStatements(String keyspace) {
    this.keyspace = keyspace;
  }

  /** A backtick-quoted identifier (a backtick inside is doubled, as N1QL escapes it). */
  static String quote(String identifier) {
    return "`" + identifier.replace("`", "``") + "`";
  }

  /** Workload E, ids mode: the index on meta().id answers ORDER BY + LIMIT itself; RAW keeps rows bare. */
  String scanIds() {
    return "SELECT RAW meta(d).id FROM " + keyspace + " AS d WHERE meta(d).id >= $" + START_KEY
        + " ORDER BY meta(d).id LIMIT $" + LIMIT;
  }

  /** Workload E, documents mode: one query returning the requested fields (all when null). */
  String scanDocuments(Collection<String> fields) {
    return "SELECT " + projection(fields) + " FROM " + keyspace + " AS d WHERE meta(d).id >= $" + START_KEY
        + " ORDER BY meta(d).id LIMIT $" + LIMIT;
  }

  String read(Collection<String> fields) {
    return "SELECT " + projection(fields) + " FROM " + keyspace + " AS d USE KEYS $" + ID;
  }

  String insert(boolean upsert, boolean withExpiry) {
    String verb = upsert ? "UPSERT" : "INSERT";
    if (withExpiry) {
      return verb + " INTO " + keyspace + " (KEY, VALUE, OPTIONS) VALUES ($" + ID + ", $" + DOC
          + ", {\"expiration\": $expiry})";
    }
    return verb + " INTO " + keyspace + " (KEY, VALUE) VALUES ($" + ID + ", $" + DOC + ")";
  }

  /** Sets the given fields only; the values are parameters $v0, $v1, ... in the order of {@code fields}. */
  String update(List<String> fields) {
    StringBuilder sb = new StringBuilder("UPDATE ").append(keyspace).append(" AS d USE KEYS $").append(ID)
        .append(" SET ");
    for (int i = 0; i < fields.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append("d.").append(quote(fields.get(i))).append(" = $").append(valueParameter(i));
    }
    return sb.append(" RETURNING RAW meta(d).id").toString();
  }

  static String valueParameter(int index) {
    return "v" + index;
  }

  String delete() {
    return "DELETE FROM " + keyspace + " AS d USE KEYS $" + ID + " RETURNING RAW meta(d).id";
  }

  /** A GSI on the document key, which is all Workload E's range scan needs. */
  String createIdIndex(String indexName) {
    return "CREATE INDEX " + quote(indexName) + " ON " + keyspace + "(meta().id) USING GSI";
  }

  String createPrimaryIndex() {
    return "CREATE PRIMARY INDEX ON " + keyspace + " USING GSI";
  }

  /** The state of one index; parameters $name, $bucket, $scope, $collection. */
  static String indexState() {
    return "SELECT RAW state FROM system:indexes WHERE name = $name AND ((bucket_id IS MISSING AND keyspace_id = "
        + "$bucket AND $scope = \"_default\" AND $collection = \"_default\") OR (bucket_id = $bucket AND "
        + "scope_id = $scope AND keyspace_id = $collection))";
  }

  private static String projection(Collection<String> fields) {
    if (fields == null) {
      return "RAW d";
    }
    StringBuilder sb = new StringBuilder();
    for (String f : fields) {
      sb.append(sb.length() == 0 ? "" : ", ").append("d.").append(quote(f));
    }
    return sb.length() == 0 ? "RAW {}" : sb.toString();
  }
}
